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
import { bulkLoadHandler, bulkLoadReferenceHandler } from './products/bulk-load';
import { massApplyHandler, massPreviewHandler, massUndoHandler } from './mass-update/handlers';
import { massHistoryHandler } from './mass-update/history';
import { brandDeleteHandler, brandListHandler, brandSaveHandler } from './brands/handlers';
import { menuDeleteHandler, menuGetHandler, menuOptionsHandler, menuReorderHandler, menuSaveHandler } from './menu/handlers';
import { getComponentsHandler, listCompositesHandler, setComponentsHandler } from './products/composites';
import { moveProductHandler, productOrderHandler } from './products/display-order';

export const handlers = {
  '/User/Login': login,
  '/User/Logout': logout,
  '/User/Me': me,
  '/User/ForgotPassword': forgotPassword,
  '/User/ResetPassword': resetPassword,
  '/User/Register': register,
  '/User/getTerminos': getTerms,
  '/User/setTerminos': setTerms,
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
  '/Sync/Push': syncPushHandler,
  '/Brand/List': brandListHandler,
  '/Brand/Save': brandSaveHandler,
  '/Brand/Delete': brandDeleteHandler,
  '/Menu/Get': menuGetHandler,
  '/Menu/Options': menuOptionsHandler,
  '/Menu/Save': menuSaveHandler,
  '/Menu/Delete': menuDeleteHandler,
  '/Menu/Reorder': menuReorderHandler,
  '/Product/Images': productImagesHandler,
  '/Product/SetImages': productSetImagesHandler,
} satisfies { [P in CallPath]: Handler<P> };
