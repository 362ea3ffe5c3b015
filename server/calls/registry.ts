/** Every call path's handler. The `satisfies` makes a path without a handler a type error. */
import type { CallPath } from '../../contract/calls';
import type { Handler } from './types';
import { categoryDeleteHandler } from './categories/category-delete';
import { categoryReorderHandler } from './categories/category-reorder';
import { categorySaveHandler } from './categories/category-save';
import { categoryTreeHandler } from './categories/category-tree';
import { storeCategoryGetHandler, storeCategorySetHandler } from './categories/store-categories';
import { dashboardSummary } from './handlers/dashboard-summary';
import { scopeOptions } from './handlers/scope-options';
import { forgotPassword, resetPassword } from './handlers/user-password';
import { register } from './handlers/user-register';
import { login, logout, me } from './handlers/user-session';
import { userGetHandler, userHistoryHandler, userListHandler, userSaveHandler, userSendResetHandler, userSetDisabledHandler } from './users/handlers';
import { getTerms, setTerms } from './handlers/user-terms';
import { addNoteHandler, assignPickerHandler, countOrdersHandler, exportOrdersHandler, getOrderHandler, listOrdersHandler, moveOptionsHandler, moveOrderHandler } from './orders/handlers';
import { pickingFinishHandler, pickingGetHandler, pickingListHandler, pickingReleaseHandler, pickingSetLineHandler, pickingTakeHandler } from './picking/handlers';
import { pickingFindProductsHandler } from './picking/find-products';
import { pickingGetSettingsHandler, pickingSetSettingsHandler } from './picking/picking-settings';
import { listProductsHandler } from './products/list-products';
import { productGetHandler, productHistoryHandler, productSaveHandler } from './products/product-detail-handlers';
import { listFiltersHandler } from './products/list-filters';
import { setActiveHandler } from './products/set-active';
import { productImagesHandler, productSetImagesHandler } from './product-images/handlers';
import { syncPushHandler } from './sync/push';
import { pushConfigHandler, pushSetStaffAlertsHandler, pushSubscribeHandler, pushUnsubscribeHandler } from './push/handlers';
import {
  customerDeleteAddressHandler,
  customerGetHandler,
  customerHistoryHandler,
  customerListHandler,
  customerOrdersHandler,
  customerSaveAddressHandler,
  customerSaveHandler,
  customerSetDefaultAddressHandler,
} from './customers/handlers';
import { myMenuListHandler, myMenuSetHandler, myMenuSetOutOfStockHandler } from './my-menu/handlers';
import { storeCheckerGetHandler, storeCheckerSetSlotCapacityHandler, storeCheckerSetTodayHandler } from './store-checker/handlers';
import { storeGetHandler, storeHistoryHandler, storeListHandler, storeSaveHandler, storeSetOpenHandler } from './stores/handlers';
import { bulkLoadHandler, bulkLoadReferenceHandler } from './products/bulk-load';
import { massApplyHandler, massPreviewHandler, massUndoHandler } from './mass-update/handlers';
import { massHistoryHandler } from './mass-update/history';
import { brandDeleteHandler, brandListHandler, brandSaveHandler } from './brands/handlers';
import {
  createUiElementHandler,
  createUiItemHandler,
  deleteUiElementHandler,
  deleteUiItemHandler,
  getUiElementsHandler,
  setUiElementHandler,
  setUiItemHandler,
  updateElementOrderHandler,
} from './content/handlers';
import { shopHomeHandler } from './content/shop-home';
import { taxHolidayDeleteHandler, taxHolidayListHandler, taxHolidaySaveHandler, taxRateHandler } from './tax/handlers';
import { bannerDeleteHandler, bannerListHandler, bannerSaveHandler, shopBannerHandler } from './intrusive-banner/handlers';
import { cacheInvalidateHandler, cacheListHandler } from './cache/handlers';
import {
  creditBulkGrantHandler,
  creditExportHandler,
  creditGrantHandler,
  creditLedgerHandler,
  creditReverseHandler,
  creditSearchHandler,
  creditSpendHandler,
} from './credits/handlers';
import { menuDeleteHandler, menuGetHandler, menuOptionsHandler, menuReorderHandler, menuSaveHandler } from './menu/handlers';
import { getComponentsHandler, listCompositesHandler, setComponentsHandler } from './products/composites';
import { moveProductHandler, productOrderHandler } from './products/display-order';
import {
  warehouseAdjustStockHandler,
  warehouseAislesHandler,
  warehouseGetHandler,
  warehouseHistoryHandler,
  warehouseListHandler,
  warehouseOutOfStockHandler,
  warehouseSaveHandler,
  warehouseSetAislesHandler,
  warehouseStockHandler,
  warehouseStockLedgerHandler,
} from './warehouses/handlers';
import { geoSearchHandler, geoStatusHandler } from './geo/handlers';
import { pricingHandler } from './pricing/handlers';
import { promoGetHandler, promoListHandler, promoSaveHandler, promoSetActiveHandler, promoUsesHandler } from './promotions/handlers';
import { samplingGetHandler, samplingListHandler, samplingProductsHandler, samplingSaveHandler, samplingSetActiveHandler } from './sampling/handlers';
import { binDeleteHandler, binListHandler, binSaveHandler, binSetActiveHandler } from './bins/handlers';
import { pushAudienceCountHandler, pushCancelHandler, pushComposeHandler, pushMessageHandler, pushMessagesHandler } from './push-messages/handlers';
import { newsDeleteHandler, newsFeedHandler, newsGetHandler, newsListHandler, newsMarkReadHandler, newsSaveHandler } from './news/handlers';
import { shopSlotsHandler } from './shop-slots/shop-slots';
import { placeOrderHandler } from './checkout/handlers';
import { shopCategoriesHandler, shopProductsHandler } from './shop/handlers';

import { salesReportHandler } from './reports/sales';
import { ordersByStatusReportHandler } from './reports/orders-by-status';
import { pickingReportHandler } from './reports/picking';
import { lateDeliveriesReportHandler } from './reports/late-deliveries';
import { promotionsReportHandler } from './reports/promotions';
import { creditsReportHandler } from './reports/credits';
import { topProductsReportHandler } from './reports/top-products';
import { reportExportHandler } from './reports/export';
import { customerSubscriptionsHandler } from './customer-subscriptions/list';
import { customerSubscribeHandler } from './customer-subscriptions/subscribe';
import { customerCancelSubscriptionHandler } from './customer-subscriptions/cancel';
export const handlers = {
  '/User/Login': login,
  '/User/Logout': logout,
  '/User/Me': me,
  '/User/ForgotPassword': forgotPassword,
  '/User/ResetPassword': resetPassword,
  '/User/Register': register,
  '/User/getTerminos': getTerms,
  '/User/setTerminos': setTerms,
  '/User/List': userListHandler,
  '/User/Get': userGetHandler,
  '/User/Save': userSaveHandler,
  '/User/SetDisabled': userSetDisabledHandler,
  '/User/SendPasswordReset': userSendResetHandler,
  '/User/History': userHistoryHandler,
  '/Scope/Options': scopeOptions,
  '/Dashboard/Summary': dashboardSummary,
  '/Order/List': listOrdersHandler,
  '/Order/Counts': countOrdersHandler,
  '/Order/Get': getOrderHandler,
  '/Order/Move': moveOrderHandler,
  '/Order/AddNote': addNoteHandler,
  '/Order/Export': exportOrdersHandler,
  '/Order/MoveOptions': moveOptionsHandler,
  '/Order/AssignPicker': assignPickerHandler,
  '/Order/Place': placeOrderHandler,
  '/Picking/List': pickingListHandler,
  '/Picking/Get': pickingGetHandler,
  '/Picking/FindProducts': pickingFindProductsHandler,
  '/Picking/Take': pickingTakeHandler,
  '/Picking/Release': pickingReleaseHandler,
  '/Picking/SetLine': pickingSetLineHandler,
  '/Picking/Finish': pickingFinishHandler,
  '/Picking/GetSettings': pickingGetSettingsHandler,
  '/Picking/SetSettings': pickingSetSettingsHandler,
  '/Product/List': listProductsHandler,
  '/Product/ListFilters': listFiltersHandler,
  '/Product/SetActive': setActiveHandler,
  '/Product/Get': productGetHandler,
  '/Product/Save': productSaveHandler,
  '/Product/History': productHistoryHandler,
  '/Category/Tree': categoryTreeHandler,
  '/Category/Save': categorySaveHandler,
  '/Category/Reorder': categoryReorderHandler,
  '/Category/Delete': categoryDeleteHandler,
  '/StoreCategory/Get': storeCategoryGetHandler,
  '/StoreCategory/Set': storeCategorySetHandler,
  '/Product/ListComposites': listCompositesHandler,
  '/Product/GetComponents': getComponentsHandler,
  '/Product/SetComponents': setComponentsHandler,
  '/Category/ProductOrder': productOrderHandler,
  '/Category/MoveProduct': moveProductHandler,
  '/Product/MassPreview': massPreviewHandler,
  '/Product/MassApply': massApplyHandler,
  '/Product/MassUndo': massUndoHandler,
  '/Product/MassHistory': massHistoryHandler,
  '/product/bulk_load_reference': bulkLoadReferenceHandler,
  '/product/bulk_load': bulkLoadHandler,
  '/Warehouse/List': warehouseListHandler,
  '/Warehouse/Get': warehouseGetHandler,
  '/Warehouse/Save': warehouseSaveHandler,
  '/Warehouse/History': warehouseHistoryHandler,
  '/Warehouse/Aisles': warehouseAislesHandler,
  '/Warehouse/SetAisles': warehouseSetAislesHandler,
  '/Warehouse/Stock': warehouseStockHandler,
  '/Warehouse/AdjustStock': warehouseAdjustStockHandler,
  '/Warehouse/StockLedger': warehouseStockLedgerHandler,
  '/Warehouse/PickingOutOfStock': warehouseOutOfStockHandler,
  '/Store/List': storeListHandler,
  '/Store/Get': storeGetHandler,
  '/Store/Save': storeSaveHandler,
  '/Store/History': storeHistoryHandler,
  '/Store/SetOpen': storeSetOpenHandler,
  '/Customer/List': customerListHandler,
  '/Customer/Get': customerGetHandler,
  '/Customer/Orders': customerOrdersHandler,
  '/Customer/History': customerHistoryHandler,
  '/Customer/Save': customerSaveHandler,
  '/Customer/SaveAddress': customerSaveAddressHandler,
  '/Customer/DeleteAddress': customerDeleteAddressHandler,
  '/Customer/SetDefaultAddress': customerSetDefaultAddressHandler,
  '/Customer/ConsultarProductosCarritoLite': pricingHandler,
  '/Sync/Push': syncPushHandler,
  '/Promo/List': promoListHandler,
  '/Promo/Get': promoGetHandler,
  '/Promo/Save': promoSaveHandler,
  '/Promo/SetActive': promoSetActiveHandler,
  '/Promo/Uses': promoUsesHandler,
  '/Sampling/List': samplingListHandler,
  '/Sampling/Get': samplingGetHandler,
  '/Sampling/Save': samplingSaveHandler,
  '/Sampling/SetActive': samplingSetActiveHandler,
  '/Sampling/Products': samplingProductsHandler,
  '/Bin/List': binListHandler,
  '/Bin/Save': binSaveHandler,
  '/Bin/SetActive': binSetActiveHandler,
  '/Bin/Delete': binDeleteHandler,
  '/Administracion/GetUIElements': getUiElementsHandler,
  '/Administracion/CreateUIElement': createUiElementHandler,
  '/Administracion/SetUIElement': setUiElementHandler,
  '/Administracion/DeleteUIElement': deleteUiElementHandler,
  '/Administracion/CreateUIItem': createUiItemHandler,
  '/Administracion/SetUIItem': setUiItemHandler,
  '/Administracion/DeleteUIItem': deleteUiItemHandler,
  '/Administracion/UpdateElementOrderItem': updateElementOrderHandler,
  '/Shop/Home': shopHomeHandler,
  '/Push/Messages': pushMessagesHandler,
  '/Push/Message': pushMessageHandler,
  '/Push/Compose': pushComposeHandler,
  '/Push/Cancel': pushCancelHandler,
  '/Push/AudienceCount': pushAudienceCountHandler,
  '/Push/Config': pushConfigHandler,
  '/Push/Subscribe': pushSubscribeHandler,
  '/Push/Unsubscribe': pushUnsubscribeHandler,
  '/Push/SetStaffAlerts': pushSetStaffAlertsHandler,
  '/News/List': newsListHandler,
  '/News/Get': newsGetHandler,
  '/News/Save': newsSaveHandler,
  '/News/Delete': newsDeleteHandler,
  '/News/Feed': newsFeedHandler,
  '/News/MarkRead': newsMarkReadHandler,
  '/Shop/Slots': shopSlotsHandler,
  '/Shop/Products': shopProductsHandler,
  '/Shop/Categories': shopCategoriesHandler,
  '/MyMenu/List': myMenuListHandler,
  '/MyMenu/Set': myMenuSetHandler,
  '/MyMenu/SetOutOfStock': myMenuSetOutOfStockHandler,
  '/StoreChecker/Get': storeCheckerGetHandler,
  '/StoreChecker/SetToday': storeCheckerSetTodayHandler,
  '/StoreChecker/SetSlotCapacity': storeCheckerSetSlotCapacityHandler,
  '/Administracion/GetIntrusiveBanners': bannerListHandler,
  '/Administracion/SaveIntrusiveBanner': bannerSaveHandler,
  '/Administracion/DeleteIntrusiveBanner': bannerDeleteHandler,
  '/Shop/IntrusiveBanner': shopBannerHandler,
  '/Cache/List': cacheListHandler,
  '/Cache/Invalidate': cacheInvalidateHandler,
  '/Configuracion/iva': taxRateHandler,
  '/Configuracion/get/iva_empresa_feriado': taxHolidayListHandler,
  '/Configuracion/save/iva_empresa_feriado': taxHolidaySaveHandler,
  '/Configuracion/delete/iva_empresa_feriado': taxHolidayDeleteHandler,
  '/Brand/List': brandListHandler,
  '/Brand/Save': brandSaveHandler,
  '/Brand/Delete': brandDeleteHandler,
  '/Credit/Search': creditSearchHandler,
  '/Credit/Ledger': creditLedgerHandler,
  '/Credit/Grant': creditGrantHandler,
  '/Credit/Spend': creditSpendHandler,
  '/Credit/Reverse': creditReverseHandler,
  '/Credit/BulkGrant': creditBulkGrantHandler,
  '/Credit/Export': creditExportHandler,
  '/Menu/Get': menuGetHandler,
  '/Menu/Options': menuOptionsHandler,
  '/Menu/Save': menuSaveHandler,
  '/Menu/Delete': menuDeleteHandler,
  '/Menu/Reorder': menuReorderHandler,
  '/Product/Images': productImagesHandler,
  '/Product/SetImages': productSetImagesHandler,
  '/Geo/Status': geoStatusHandler,
  '/Geo/Search': geoSearchHandler,
  '/Reports/Sales': salesReportHandler,
  '/Reports/OrdersByStatus': ordersByStatusReportHandler,
  '/Reports/Picking': pickingReportHandler,
  '/Reports/LateDeliveries': lateDeliveriesReportHandler,
  '/Reports/Promotions': promotionsReportHandler,
  '/Reports/Credits': creditsReportHandler,
  '/Reports/TopProducts': topProductsReportHandler,
  '/Reports/Export': reportExportHandler,
  '/Customer/Subscriptions': customerSubscriptionsHandler,
  '/Customer/Subscribe': customerSubscribeHandler,
  '/Customer/CancelSubscription': customerCancelSubscriptionHandler,
} satisfies { [P in CallPath]: Handler<P> };
