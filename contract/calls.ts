import type { z } from 'zod/mini';
import { canSee, SCREENS, SELLING_SCREENS, type Screen } from './screens';
import { ACTIVATE_SHOP_ROLES, STORE_EDIT_ROLES, type RoleCode } from './roles';
import { PICKING_SETTINGS_ROLES } from './picking-constants';
import { ANY_MOVE_ROLES } from './order-status';
import { dashboardSummaryData, dashboardSummaryRequest } from './schemas/dashboard';
import {
  categoryChangeData,
  categoryDeleteRequest,
  categoryReorderRequest,
  categorySaveRequest,
  categoryTreeData,
  categoryTreeRequest,
  storeCategoryData,
  storeCategoryGetRequest,
  storeCategorySetRequest,
} from './schemas/categories';
import {
  orderAddNoteData,
  orderAddNoteRequest,
  orderAssignPickerData,
  orderAssignPickerRequest,
  orderCountsData,
  orderCountsRequest,
  orderDetailSchema,
  orderExportData,
  orderExportRequest,
  orderGetRequest,
  orderListData,
  orderListRequest,
  orderMoveData,
  orderMoveOptionsData,
  orderMoveOptionsRequest,
  orderMoveRequest,
} from './schemas/orders';
import {
  pickingFinishData,
  pickingFinishRequest,
  pickingGetData,
  pickingGetRequest,
  pickingFindProductsData,
  pickingFindProductsRequest,
  pickingListData,
  pickingListRequest,
  pickingReleaseData,
  pickingReleaseRequest,
  pickingSetLineData,
  pickingSetLineRequest,
  pickingSettingsData,
  pickingSettingsGetRequest,
  pickingSettingsSetRequest,
  pickingTakeData,
  pickingTakeRequest,
} from './schemas/picking';
import { productGetData, productGetRequest, productHistoryData, productHistoryRequest, productSaveData, productSaveRequest } from './schemas/product-detail';
import { productImagesData, productImagesRequest, productSetImagesRequest } from './schemas/product-images';
import { bulkLoadData, bulkLoadReferenceData, bulkLoadReferenceRequest, bulkLoadRequest } from './schemas/bulk-load';
import { scopeOptionsData, scopeOptionsRequest } from './schemas/scope';
import { geoSearchData, geoSearchRequest, geoStatusData, geoStatusRequest } from './schemas/geo';
import { compositeDetailData, compositeListData, compositeListRequest, getComponentsRequest, setComponentsData, setComponentsRequest } from './schemas/product-composition';
import { moveProductData, moveProductRequest, productOrderData, productOrderRequest } from './schemas/display-order';
import { brandDeleteData, brandDeleteRequest, brandListData, brandListRequest, brandSaveData, brandSaveRequest } from './schemas/brands';
import { taxHolidayDeleteData, taxHolidayDeleteRequest, taxHolidayListData, taxHolidayListRequest, taxHolidaySaveData, taxHolidaySaveRequest, taxRateData, taxRateRequest } from './schemas/tax';
import { menuData, menuDeleteData, menuDeleteRequest, menuGetRequest, menuOptionsData, menuReorderRequest, menuSaveData, menuSaveRequest } from './schemas/menu';
import { productListData, productListRequest } from './schemas/product-list';
import { productSetActiveData, productSetActiveRequest } from './schemas/product-active';
import { productListFiltersData, productListFiltersRequest } from './schemas/product-filters';
import { syncPushData, syncPushRequest } from './schemas/sync';
import { promoGetData, promoGetRequest, promoListData, promoListRequest, promoSaveData, promoSaveRequest, promoSetActiveData, promoSetActiveRequest, promoUsesData, promoUsesRequest } from './schemas/promotions';
import {
  samplingGetData,
  samplingGetRequest,
  samplingListData,
  samplingListRequest,
  samplingProductsData,
  samplingProductsRequest,
  samplingSaveData,
  samplingSaveRequest,
  samplingSetActiveData,
  samplingSetActiveRequest,
} from './schemas/sampling';
import { binDeleteData, binDeleteRequest, binListData, binListRequest, binSaveData, binSaveRequest, binSetActiveData, binSetActiveRequest } from './schemas/bins';
import {
  pushAudienceCountData,
  pushAudienceCountRequest,
  pushCancelData,
  pushCancelRequest,
  pushComposeData,
  pushComposeRequest,
  pushMessageData,
  pushMessageRequest,
  pushMessagesData,
  pushMessagesRequest,
} from './schemas/push-messages';
import { placeOrderData, placeOrderRequest, shopSlotsData, shopSlotsRequest } from './schemas/checkout';
import {
  pushConfigData,
  pushConfigRequest,
  pushSetStaffAlertsData,
  pushSetStaffAlertsRequest,
  pushSubscribeData,
  pushSubscribeRequest,
  pushUnsubscribeData,
  pushUnsubscribeRequest,
} from './schemas/push';
import { pricingData, pricingRequest } from './schemas/pricing';
import { shopCategoriesData, shopCategoriesRequest, shopProductsData, shopProductsRequest } from './schemas/shop';
import { bannerDeleteData, bannerDeleteRequest, bannerListData, bannerListRequest, bannerSaveData, bannerSaveRequest, shopBannerData, shopBannerRequest } from './schemas/intrusive-banner';
import { cacheInvalidateRequest, cacheListData, cacheListRequest } from './schemas/cache';
import { MENU_OFFER_ROLES, MENU_OUT_OF_STOCK_ROLES, myMenuListData, myMenuListRequest, myMenuSetData, myMenuSetOutOfStockRequest, myMenuSetRequest } from './schemas/my-menu';
import { storeCheckerData, storeCheckerGetRequest, storeCheckerSetSlotCapacityRequest, storeCheckerSetTodayRequest } from './schemas/store-checker';
import { storeGetData, storeGetRequest, storeHistoryRequest, storeListData, storeListRequest, storeSaveData, storeSaveRequest, storeSetOpenData, storeSetOpenRequest } from './schemas/stores';
import {
  customerAddressRefRequest,
  customerChangeData,
  customerGetData,
  customerGetRequest,
  customerHistoryRequest,
  customerListData,
  customerListRequest,
  customerOrdersData,
  customerOrdersRequest,
  customerSaveAddressRequest,
  customerSaveData,
  customerSaveRequest,
} from './schemas/customers';
import {
  creditBulkGrantData,
  creditBulkGrantRequest,
  creditChangeData,
  creditExportData,
  creditExportRequest,
  creditGrantRequest,
  creditLedgerData,
  creditLedgerRequest,
  creditReverseRequest,
  creditSearchData,
  creditSearchRequest,
  creditSpendRequest,
} from './schemas/credits';
import {
  warehouseAdjustStockData,
  warehouseAdjustStockRequest,
  warehouseAislesData,
  warehouseAislesRequest,
  warehouseGetData,
  warehouseGetRequest,
  warehouseHistoryRequest,
  warehouseListData,
  warehouseListRequest,
  warehouseOutOfStockData,
  warehouseOutOfStockRequest,
  warehouseSaveData,
  warehouseSaveRequest,
  warehouseSetAislesRequest,
  warehouseStockData,
  warehouseStockLedgerData,
  warehouseStockLedgerRequest,
  warehouseStockRequest,
} from './schemas/warehouses';
import { recordHistoryData } from './schemas/record-changes';
import { massApplyData, massApplyRequest, massHistoryData, massHistoryRequest, massPreviewData, massPreviewRequest, massUndoData, massUndoRequest } from './schemas/mass-update';
import type { OFFLINE_MUTATIONS, OfflineMutationName } from './offline-mutations';
import {
  emptyData,
  forgotPasswordRequest,
  getTermsRequest,
  loginData,
  loginRequest,
  meData,
  registerData,
  registerRequest,
  resetPasswordRequest,
  sessionOnlyRequest,
  setTermsRequest,
} from './schemas/user';
import { newsDeleteData, newsDeleteRequest, newsFeedData, newsFeedRequest, newsGetData, newsGetRequest, newsListData, newsListRequest, newsMarkReadData, newsMarkReadRequest, newsSaveData, newsSaveRequest } from './schemas/news';
import {
  createUiElementRequest,
  createUiItemRequest,
  deletedData,
  deleteUiElementRequest,
  deleteUiItemRequest,
  getUiElementsRequest,
  setUiElementRequest,
  setUiItemRequest,
  shopHomeData,
  shopHomeRequest,
  uiElementData,
  uiElementListData,
  uiItemData,
  updateElementOrderRequest,
} from './schemas/content';
import {
  creditsReportData,
  lateDeliveriesReportData,
  ordersByStatusReportData,
  pickingReportData,
  promotionsReportData,
  reportExportData,
  reportExportRequest,
  reportRequest,
  salesReportData,
  topProductsReportData,
  topProductsRequest,
} from './schemas/reports';
import {
  customerCancelSubscriptionRequest,
  customerSubscribeRequest,
  customerSubscriptionData,
  customerSubscriptionsData,
  customerSubscriptionsRequest,
} from './schemas/subscriptions';
import { userData, userGetRequest, userHistoryRequest, userListData, userListRequest, userSaveData, userSaveRequest, userSendResetData, userSendResetRequest, userSetDisabledRequest } from './schemas/users';

/**
 * Who may make a call:
 * - public: anyone, no session;
 * - session: any signed-in user, whatever the role (C included);
 * - screens: a signed-in user whose role may see at least one of these screens (spec §6).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  /** `roles`, when given, narrows the screens' roles further (company settings on /store: not CA, CC). */
  | { kind: 'screens'; screens: readonly Screen[]; roles?: readonly RoleCode[] };

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Data extends z.ZodMiniType = z.ZodMiniType> {
  /** The parsed JSON body; strict objects, so unknown fields are refused. */
  request: Req;
  /** What `data` holds in a successful answer. */
  data: Data;
  access: Access;
  /** Whether the call changes stored state (used by "refused changes nothing" tests and the outbox). */
  mutates: boolean;
}

function call<Req extends z.ZodMiniType, Data extends z.ZodMiniType>(def: CallDef<Req, Data>): CallDef<Req, Data> {
  return def;
}

const PUBLIC: Access = { kind: 'public' };
const SESSION: Access = { kind: 'session' };
const screens = (...list: Screen[]): Access => ({ kind: 'screens', screens: list });
const screensForRoles = (roles: readonly RoleCode[], ...list: Screen[]): Access => ({ kind: 'screens', screens: list, roles });
/** Every staff role: whoever may see some screen (C sees none). Staff news is read this way (ADR 012). */
const STAFF: Access = { kind: 'screens', screens: SCREENS };

/** Every middleware call: path → request schema, answer data schema, who may make it. */
export const CALLS = {
  '/User/Login': call({ request: loginRequest, data: loginData, access: PUBLIC, mutates: true }),
  '/User/Logout': call({ request: sessionOnlyRequest, data: emptyData, access: SESSION, mutates: true }),
  '/User/Me': call({ request: sessionOnlyRequest, data: meData, access: SESSION, mutates: false }),
  '/User/ForgotPassword': call({ request: forgotPasswordRequest, data: emptyData, access: PUBLIC, mutates: true }),
  '/User/ResetPassword': call({ request: resetPasswordRequest, data: emptyData, access: PUBLIC, mutates: true }),
  '/User/Register': call({ request: registerRequest, data: registerData, access: PUBLIC, mutates: true }),
  '/User/getTerminos': call({ request: getTermsRequest, data: emptyData, access: SESSION, mutates: false }),
  '/User/setTerminos': call({ request: setTermsRequest, data: emptyData, access: SESSION, mutates: true }),
  // Users (/usuarios): grant rules in contract/roles.ts (mayGrant, mayManageUser), checked again by the server.
  '/User/List': call({ request: userListRequest, data: userListData, access: screens('usuarios'), mutates: false }),
  '/User/Get': call({ request: userGetRequest, data: userData, access: screens('usuarios'), mutates: false }),
  '/User/Save': call({ request: userSaveRequest, data: userSaveData, access: screens('usuarios'), mutates: true }),
  '/User/SetDisabled': call({ request: userSetDisabledRequest, data: userData, access: screens('usuarios'), mutates: true }),
  '/User/SendPasswordReset': call({ request: userSendResetRequest, data: userSendResetData, access: screens('usuarios'), mutates: true }),
  '/User/History': call({ request: userHistoryRequest, data: recordHistoryData, access: screens('usuarios'), mutates: false }),
  '/Scope/Options': call({ request: scopeOptionsRequest, data: scopeOptionsData, access: SESSION, mutates: false }),
  '/Dashboard/Summary': call({ request: dashboardSummaryRequest, data: dashboardSummaryData, access: screens('dashboard'), mutates: false }),
  // Orders: the list and the kanban read them; detail, kanban and picking open one; moves per PRODUCT.md.
  '/Order/List': call({ request: orderListRequest, data: orderListData, access: screens('ordenes', 'kanban'), mutates: false }),
  '/Order/Counts': call({ request: orderCountsRequest, data: orderCountsData, access: screens('ordenes', 'kanban', 'dashboard'), mutates: false }),
  '/Order/Get': call({ request: orderGetRequest, data: orderDetailSchema, access: screens('orden-detalle', 'kanban', 'picking-orden-detalle'), mutates: false }),
  '/Order/Move': call({ request: orderMoveRequest, data: orderMoveData, access: screens('ordenes', 'orden-detalle', 'kanban', 'picking-orden-detalle'), mutates: true }),
  '/Order/AddNote': call({ request: orderAddNoteRequest, data: orderAddNoteData, access: screens('orden-detalle', 'kanban', 'picking-orden-detalle'), mutates: true }),
  '/Order/Export': call({ request: orderExportRequest, data: orderExportData, access: screens('ordenes'), mutates: true }),
  // Supervisors only (ADR 008): the pickers to choose from and the unpicked lines, and assigning a picker.
  '/Order/MoveOptions': call({ request: orderMoveOptionsRequest, data: orderMoveOptionsData, access: screensForRoles(ANY_MOVE_ROLES, 'orden-detalle', 'kanban'), mutates: false }),
  '/Order/AssignPicker': call({ request: orderAssignPickerRequest, data: orderAssignPickerData, access: screensForRoles(ANY_MOVE_ROLES, 'orden-detalle', 'kanban'), mutates: true }),
  // Placing an order from the call center, the shop or checkout (issue 18 §4, docs/checkout.md): `canal` by the caller's screen.
  '/Order/Place': call({ request: placeOrderRequest, data: placeOrderData, access: screens(...SELLING_SCREENS), mutates: true }),
  // Picking (PRODUCT.md): the list and taking an order from /picking; line changes and finishing from the picking detail.
  '/Picking/List': call({ request: pickingListRequest, data: pickingListData, access: screens('picking'), mutates: false }),
  '/Picking/Get': call({ request: pickingGetRequest, data: pickingGetData, access: screens('picking-orden-detalle'), mutates: false }),
  '/Picking/FindProducts': call({ request: pickingFindProductsRequest, data: pickingFindProductsData, access: screens('picking-orden-detalle'), mutates: false }),
  '/Picking/Take': call({ request: pickingTakeRequest, data: pickingTakeData, access: screens('picking'), mutates: true }),
  '/Picking/Release': call({ request: pickingReleaseRequest, data: pickingReleaseData, access: screens('picking', 'picking-orden-detalle'), mutates: true }),
  '/Picking/SetLine': call({ request: pickingSetLineRequest, data: pickingSetLineData, access: screens('picking-orden-detalle'), mutates: true }),
  '/Picking/Finish': call({ request: pickingFinishRequest, data: pickingFinishData, access: screens('picking-orden-detalle'), mutates: true }),
  // A company's picking settings (issue 21 §4), on /store, for PICKING_SETTINGS_ROLES only (CA and CC see /store too).
  '/Picking/GetSettings': call({ request: pickingSettingsGetRequest, data: pickingSettingsData, access: screensForRoles(PICKING_SETTINGS_ROLES, 'store'), mutates: false }),
  '/Picking/SetSettings': call({ request: pickingSettingsSetRequest, data: pickingSettingsData, access: screensForRoles(PICKING_SETTINGS_ROLES, 'store'), mutates: true }),
  // Product search (every product picker uses it): /market/productos and the market pickers (composites, mass update),
  // the menu's picker on /categorias and the content items' product on /home. Not 'cargar-productos': the upload
  // matches by SKU and needs no search.
  '/Product/List': call({ request: productListRequest, data: productListData, access: screens('market', 'categorias', 'contenido'), mutates: false }),
  '/Product/ListFilters': call({ request: productListFiltersRequest, data: productListFiltersData, access: screens('market'), mutates: false }),
  '/Product/SetActive': call({ request: productSetActiveRequest, data: productSetActiveData, access: screens('market'), mutates: true }),
  // One product's page (/market/producto/:id, SA's market screen): read with the form's choices, save, audit trail.
  '/Product/Get': call({ request: productGetRequest, data: productGetData, access: screens('market'), mutates: false }),
  '/Product/Save': call({ request: productSaveRequest, data: productSaveData, access: screens('market'), mutates: true }),
  '/Product/History': call({ request: productHistoryRequest, data: productHistoryData, access: screens('market'), mutates: false }),
  // A product's images (the product page's image field); uploads are REST routes (contract/file-routes.ts).
  '/Product/Images': call({ request: productImagesRequest, data: productImagesData, access: screens('market'), mutates: false }),
  '/Product/SetImages': call({ request: productSetImagesRequest, data: productImagesData, access: screens('market'), mutates: true }),
  // Composite products and the storefront order within a category (issue 16 §1), on SA's market screen.
  '/Product/ListComposites': call({ request: compositeListRequest, data: compositeListData, access: screens('market'), mutates: false }),
  '/Product/GetComponents': call({ request: getComponentsRequest, data: compositeDetailData, access: screens('market'), mutates: false }),
  '/Product/SetComponents': call({ request: setComponentsRequest, data: setComponentsData, access: screens('market'), mutates: true }),
  '/Category/ProductOrder': call({ request: productOrderRequest, data: productOrderData, access: screens('market'), mutates: false }),
  '/Category/MoveProduct': call({ request: moveProductRequest, data: moveProductData, access: screens('market'), mutates: true }),
  // Categories and each store's storefront categories (issue 16 §2): SA's screens, one company per call. /home reads
  // the tree to choose an item's categories.
  '/Category/Tree': call({ request: categoryTreeRequest, data: categoryTreeData, access: screens('categorias', 'contenido'), mutates: false }),
  '/Category/Save': call({ request: categorySaveRequest, data: categoryChangeData, access: screens('categorias'), mutates: true }),
  '/Category/Reorder': call({ request: categoryReorderRequest, data: categoryChangeData, access: screens('categorias'), mutates: true }),
  '/Category/Delete': call({ request: categoryDeleteRequest, data: categoryChangeData, access: screens('categorias'), mutates: true }),
  '/StoreCategory/Get': call({ request: storeCategoryGetRequest, data: storeCategoryData, access: screens('categorias'), mutates: false }),
  '/StoreCategory/Set': call({ request: storeCategorySetRequest, data: storeCategoryData, access: screens('categorias'), mutates: true }),
  // Brands (/marcas, SA's): search with product counts, create/rename/(de)activate, delete (moving its products).
  '/Brand/List': call({ request: brandListRequest, data: brandListData, access: screens('marcas'), mutates: false }),
  '/Brand/Save': call({ request: brandSaveRequest, data: brandSaveData, access: screens('marcas'), mutates: true }),
  '/Brand/Delete': call({ request: brandDeleteRequest, data: brandDeleteData, access: screens('marcas'), mutates: true }),
  // The storefront menu (/menu, the 'categorias' screen): the tree, its category choices, and its changes.
  '/Menu/Get': call({ request: menuGetRequest, data: menuData, access: screens('categorias'), mutates: false }),
  '/Menu/Options': call({ request: menuGetRequest, data: menuOptionsData, access: screens('categorias'), mutates: false }),
  '/Menu/Save': call({ request: menuSaveRequest, data: menuSaveData, access: screens('categorias'), mutates: true }),
  '/Menu/Delete': call({ request: menuDeleteRequest, data: menuDeleteData, access: screens('categorias'), mutates: true }),
  '/Menu/Reorder': call({ request: menuReorderRequest, data: menuData, access: screens('categorias'), mutates: true }),
  // Spreadsheet upload (issue 16 §3): what the rows are checked against, and one chunk of at most 500 rows.
  '/product/bulk_load_reference': call({ request: bulkLoadReferenceRequest, data: bulkLoadReferenceData, access: screens('cargar-productos'), mutates: false }),
  '/product/bulk_load': call({ request: bulkLoadRequest, data: bulkLoadData, access: screens('cargar-productos'), mutates: true }),
  // The outbox (ADR 003): any signed-in user may push; each change is checked against its own call's access.
  // The mass update (/market/actualizacion, SA's market screen): preview, apply in one transaction, undo the last, history.
  '/Product/MassPreview': call({ request: massPreviewRequest, data: massPreviewData, access: screens('market'), mutates: false }),
  '/Product/MassApply': call({ request: massApplyRequest, data: massApplyData, access: screens('market'), mutates: true }),
  '/Product/MassUndo': call({ request: massUndoRequest, data: massUndoData, access: screens('market'), mutates: true }),
  '/Product/MassHistory': call({ request: massHistoryRequest, data: massHistoryData, access: screens('market'), mutates: false }),
  // Address lookup (docs/geocoding.md) for the address fields of stores, warehouses and customers: off unless configured.
  '/Geo/Status': call({ request: geoStatusRequest, data: geoStatusData, access: screens('store', 'checker-store-edit', 'bodegas', 'clientes', 'call-center', 'ECommerceCheckout'), mutates: false }),
  '/Geo/Search': call({ request: geoSearchRequest, data: geoSearchData, access: screens('store', 'checker-store-edit', 'bodegas', 'clientes', 'call-center', 'ECommerceCheckout'), mutates: false }),
  // Warehouses (/bodegas, /bodega/nueva, /bodega/:id: SA's screen, one company per call): data, aisle order, stock.
  '/Warehouse/List': call({ request: warehouseListRequest, data: warehouseListData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/Get': call({ request: warehouseGetRequest, data: warehouseGetData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/Save': call({ request: warehouseSaveRequest, data: warehouseSaveData, access: screens('bodegas'), mutates: true }),
  '/Warehouse/History': call({ request: warehouseHistoryRequest, data: recordHistoryData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/Aisles': call({ request: warehouseAislesRequest, data: warehouseAislesData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/SetAisles': call({ request: warehouseSetAislesRequest, data: warehouseAislesData, access: screens('bodegas'), mutates: true }),
  '/Warehouse/Stock': call({ request: warehouseStockRequest, data: warehouseStockData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/AdjustStock': call({ request: warehouseAdjustStockRequest, data: warehouseAdjustStockData, access: screens('bodegas'), mutates: true }),
  '/Warehouse/StockLedger': call({ request: warehouseStockLedgerRequest, data: warehouseStockLedgerData, access: screens('bodegas'), mutates: false }),
  '/Warehouse/PickingOutOfStock': call({ request: warehouseOutOfStockRequest, data: warehouseOutOfStockData, access: screens('bodegas'), mutates: false }),
  // Store credits (/easycreditos, issue 17 §5): one company per call; the customer page (clientes) reads a ledger.
  '/Credit/Search': call({ request: creditSearchRequest, data: creditSearchData, access: screens('easycreditos'), mutates: false }),
  '/Credit/Ledger': call({ request: creditLedgerRequest, data: creditLedgerData, access: screens('easycreditos', 'clientes', 'call-center', 'ECommerceCheckout'), mutates: false }),
  '/Credit/Grant': call({ request: creditGrantRequest, data: creditChangeData, access: screens('easycreditos'), mutates: true }),
  '/Credit/Spend': call({ request: creditSpendRequest, data: creditChangeData, access: screens('easycreditos'), mutates: true }),
  '/Credit/Reverse': call({ request: creditReverseRequest, data: creditChangeData, access: screens('easycreditos'), mutates: true }),
  '/Credit/BulkGrant': call({ request: creditBulkGrantRequest, data: creditBulkGrantData, access: screens('easycreditos'), mutates: true }),
  '/Credit/Export': call({ request: creditExportRequest, data: creditExportData, access: screens('easycreditos'), mutates: false }),
  // Customers (/clientes, /cliente/:id): CC, PS, SA change them; SU (easycreditos) reads a customer's page for the credit balance.
  '/Customer/List': call({ request: customerListRequest, data: customerListData, access: screens('clientes', 'easycreditos', 'call-center', 'ECommerceCheckout'), mutates: false }),
  '/Customer/Get': call({ request: customerGetRequest, data: customerGetData, access: screens('clientes', 'easycreditos', 'call-center', 'ECommerceCheckout'), mutates: false }),
  '/Customer/Orders': call({ request: customerOrdersRequest, data: customerOrdersData, access: screens('clientes', 'easycreditos'), mutates: false }),
  '/Customer/History': call({ request: customerHistoryRequest, data: recordHistoryData, access: screens('clientes', 'easycreditos'), mutates: false }),
  '/Customer/Save': call({ request: customerSaveRequest, data: customerSaveData, access: screens('clientes', 'call-center', 'ECommerceCheckout'), mutates: true }),
  '/Customer/SaveAddress': call({ request: customerSaveAddressRequest, data: customerChangeData, access: screens('clientes', 'call-center', 'ECommerceCheckout'), mutates: true }),
  '/Customer/DeleteAddress': call({ request: customerAddressRefRequest, data: customerChangeData, access: screens('clientes'), mutates: true }),
  '/Customer/SetDefaultAddress': call({ request: customerAddressRefRequest, data: customerChangeData, access: screens('clientes'), mutates: true }),
  // The pricing call (issue 18 §3, docs/pricing.md): a customer's cart priced at a store on a day; changes nothing.
  '/Customer/ConsultarProductosCarritoLite': call({ request: pricingRequest, data: pricingData, access: screens(...SELLING_SCREENS), mutates: false }),
  // Stores (/store, its forms): every 'store' role reads them (a CA only its warehouse's stores); STORE_EDIT_ROLES edit;
  // "activate shop" is spec §6's ACTIVATE_SHOP_ROLES only (also from the cashier's form). docs/stores.md.
  '/Store/List': call({ request: storeListRequest, data: storeListData, access: screens('store'), mutates: false }),
  '/Store/Get': call({ request: storeGetRequest, data: storeGetData, access: screens('store'), mutates: false }),
  '/Store/Save': call({ request: storeSaveRequest, data: storeSaveData, access: screensForRoles(STORE_EDIT_ROLES, 'store'), mutates: true }),
  '/Store/History': call({ request: storeHistoryRequest, data: recordHistoryData, access: screens('store'), mutates: false }),
  '/Store/SetOpen': call({ request: storeSetOpenRequest, data: storeSetOpenData, access: screensForRoles(ACTIVATE_SHOP_ROLES, 'store', 'checker-store-edit'), mutates: true }),
  // "Mi menú" (issue 17 §6, docs/my-menu.md): one store's offer; switching and store prices for MENU_OFFER_ROLES,
  // "out of stock today" also for the cashier (also from the cashier's store form).
  '/MyMenu/List': call({ request: myMenuListRequest, data: myMenuListData, access: screens('mi-menu'), mutates: false }),
  '/MyMenu/Set': call({ request: myMenuSetRequest, data: myMenuSetData, access: screensForRoles(MENU_OFFER_ROLES, 'mi-menu'), mutates: true }),
  '/MyMenu/SetOutOfStock': call({ request: myMenuSetOutOfStockRequest, data: myMenuSetData, access: screensForRoles(MENU_OUT_OF_STOCK_ROLES, 'mi-menu', 'checker-store-edit'), mutates: true }),
  // The cashier's store form (/store/cajero/editar/:id): today's hours, slot capacity, today's out-of-stock list.
  '/StoreChecker/Get': call({ request: storeCheckerGetRequest, data: storeCheckerData, access: screens('checker-store-edit'), mutates: false }),
  '/StoreChecker/SetToday': call({ request: storeCheckerSetTodayRequest, data: storeCheckerData, access: screens('checker-store-edit'), mutates: true }),
  '/StoreChecker/SetSlotCapacity': call({ request: storeCheckerSetSlotCapacityRequest, data: storeCheckerData, access: screens('checker-store-edit'), mutates: true }),
  // A store's delivery windows with places left, pickup and zones, for the call center and checkout (issue 18 §4).
  '/Shop/Slots': call({ request: shopSlotsRequest, data: shopSlotsData, access: screens(...SELLING_SCREENS), mutates: false }),
  // The shop's catalogue of one store (issue 18 §4, docs/shop.md): its prices on the day, availability and categories.
  '/Shop/Products': call({ request: shopProductsRequest, data: shopProductsData, access: screens(...SELLING_SCREENS), mutates: false }),
  '/Shop/Categories': call({ request: shopCategoriesRequest, data: shopCategoriesData, access: screens(...SELLING_SCREENS), mutates: false }),
  // Taxes (issue 18 §1, docs/taxes.md): the standard rate (the selling screens show it) and SA's holiday IVA periods.
  '/Configuracion/iva': call({ request: taxRateRequest, data: taxRateData, access: screens('iva-feriado', ...SELLING_SCREENS), mutates: false }),
  '/Configuracion/get/iva_empresa_feriado': call({ request: taxHolidayListRequest, data: taxHolidayListData, access: screens('iva-feriado'), mutates: false }),
  '/Configuracion/save/iva_empresa_feriado': call({ request: taxHolidaySaveRequest, data: taxHolidaySaveData, access: screens('iva-feriado'), mutates: true }),
  '/Configuracion/delete/iva_empresa_feriado': call({ request: taxHolidayDeleteRequest, data: taxHolidayDeleteData, access: screens('iva-feriado'), mutates: true }),
  // Promotions (issue 18 §2, docs/promotions.md): promo codes on 'promocodes', card promotions on 'promotarjetas'; each
  // call names its `kind` and the handler holds the caller to the kind its screen covers.
  '/Promo/List': call({ request: promoListRequest, data: promoListData, access: screens('promocodes', 'promotarjetas'), mutates: false }),
  '/Promo/Get': call({ request: promoGetRequest, data: promoGetData, access: screens('promocodes', 'promotarjetas'), mutates: false }),
  '/Promo/Save': call({ request: promoSaveRequest, data: promoSaveData, access: screens('promocodes', 'promotarjetas'), mutates: true }),
  '/Promo/SetActive': call({ request: promoSetActiveRequest, data: promoSetActiveData, access: screens('promocodes', 'promotarjetas'), mutates: true }),
  '/Promo/Uses': call({ request: promoUsesRequest, data: promoUsesData, access: screens('promocodes', 'promotarjetas'), mutates: false }),
  // Sampling (issue 19 §6, docs/sampling.md): SU's and SA's campaigns adding a free sample to matching placed orders.
  '/Sampling/List': call({ request: samplingListRequest, data: samplingListData, access: screens('sampling'), mutates: false }),
  '/Sampling/Get': call({ request: samplingGetRequest, data: samplingGetData, access: screens('sampling'), mutates: false }),
  '/Sampling/Save': call({ request: samplingSaveRequest, data: samplingSaveData, access: screens('sampling'), mutates: true }),
  '/Sampling/SetActive': call({ request: samplingSetActiveRequest, data: samplingSetActiveData, access: screens('sampling'), mutates: true }),
  '/Sampling/Products': call({ request: samplingProductsRequest, data: samplingProductsData, access: screens('sampling'), mutates: false }),
  // Card BIN ranges (issue 18 §2, docs/bins.md): SA's /bines; the card promotion form picks ranges from the list.
  '/Bin/List': call({ request: binListRequest, data: binListData, access: screens('bines', 'promotarjetas'), mutates: false }),
  '/Bin/Save': call({ request: binSaveRequest, data: binSaveData, access: screens('bines'), mutates: true }),
  '/Bin/SetActive': call({ request: binSetActiveRequest, data: binSetActiveData, access: screens('bines'), mutates: true }),
  '/Bin/Delete': call({ request: binDeleteRequest, data: binDeleteData, access: screens('bines'), mutates: true }),
  // Staff news (issue 19 §4, docs/news.md): SA writes a company's news on /novedades-informativas; every staff role
  // reads the news meant for it in the shell's news drawer (C is refused).
  '/News/List': call({ request: newsListRequest, data: newsListData, access: screens('novedades'), mutates: false }),
  '/News/Get': call({ request: newsGetRequest, data: newsGetData, access: screens('novedades'), mutates: false }),
  '/News/Save': call({ request: newsSaveRequest, data: newsSaveData, access: screens('novedades'), mutates: true }),
  '/News/Delete': call({ request: newsDeleteRequest, data: newsDeleteData, access: screens('novedades'), mutates: true }),
  '/News/Feed': call({ request: newsFeedRequest, data: newsFeedData, access: STAFF, mutates: false }),
  '/News/MarkRead': call({ request: newsMarkReadRequest, data: newsMarkReadData, access: STAFF, mutates: true }),
  // Web Push on this device (docs/push.md): every staff role subscribes its own browsers and switches its order alerts.
  '/Push/Config': call({ request: pushConfigRequest, data: pushConfigData, access: STAFF, mutates: false }),
  '/Push/Subscribe': call({ request: pushSubscribeRequest, data: pushSubscribeData, access: STAFF, mutates: true }),
  '/Push/Unsubscribe': call({ request: pushUnsubscribeRequest, data: pushUnsubscribeData, access: STAFF, mutates: true }),
  '/Push/SetStaffAlerts': call({ request: pushSetStaffAlertsRequest, data: pushSetStaffAlertsData, access: STAFF, mutates: true }),
  // Composed push notifications (/notificaciones, SA; docs/push-messages.md): list, one with its deliveries, compose
  // (now or scheduled), cancel a scheduled one, and how many people and devices an audience reaches.
  '/Push/Messages': call({ request: pushMessagesRequest, data: pushMessagesData, access: screens('notificaciones'), mutates: false }),
  '/Push/Message': call({ request: pushMessageRequest, data: pushMessageData, access: screens('notificaciones'), mutates: false }),
  '/Push/Compose': call({ request: pushComposeRequest, data: pushComposeData, access: screens('notificaciones'), mutates: true }),
  '/Push/Cancel': call({ request: pushCancelRequest, data: pushCancelData, access: screens('notificaciones'), mutates: true }),
  '/Push/AudienceCount': call({ request: pushAudienceCountRequest, data: pushAudienceCountData, access: screens('notificaciones'), mutates: false }),
  // Content (/home, issue 19 §1, docs/content.md): spec §7's /Administracion/* calls with their payloads, plus renaming,
  // moving and deleting elements; SU is held to their company, SA names `empresaId`.
  '/Administracion/GetUIElements': call({ request: getUiElementsRequest, data: uiElementListData, access: screens('contenido'), mutates: false }),
  '/Administracion/CreateUIElement': call({ request: createUiElementRequest, data: uiElementData, access: screens('contenido'), mutates: true }),
  '/Administracion/SetUIElement': call({ request: setUiElementRequest, data: uiElementListData, access: screens('contenido'), mutates: true }),
  '/Administracion/DeleteUIElement': call({ request: deleteUiElementRequest, data: deletedData, access: screens('contenido'), mutates: true }),
  '/Administracion/CreateUIItem': call({ request: createUiItemRequest, data: uiItemData, access: screens('contenido'), mutates: true }),
  '/Administracion/SetUIItem': call({ request: setUiItemRequest, data: uiItemData, access: screens('contenido'), mutates: true }),
  '/Administracion/DeleteUIItem': call({ request: deleteUiItemRequest, data: deletedData, access: screens('contenido'), mutates: true }),
  '/Administracion/UpdateElementOrderItem': call({ request: updateElementOrderRequest, data: uiElementData, access: screens('contenido'), mutates: true }),
  // The storefront's strip of content (/tienda and the /home preview): active elements and items in force now, cached.
  '/Shop/Home': call({ request: shopHomeRequest, data: shopHomeData, access: screens(...SELLING_SCREENS, 'contenido'), mutates: false }),
  // The intrusive banner (issue 19 §2, docs/intrusive-banner.md): SA's /invasivo; the shop reads the one in force.
  '/Administracion/GetIntrusiveBanners': call({ request: bannerListRequest, data: bannerListData, access: screens('invasivo'), mutates: false }),
  '/Administracion/SaveIntrusiveBanner': call({ request: bannerSaveRequest, data: bannerSaveData, access: screens('invasivo'), mutates: true }),
  '/Administracion/DeleteIntrusiveBanner': call({ request: bannerDeleteRequest, data: bannerDeleteData, access: screens('invasivo'), mutates: true }),
  '/Shop/IntrusiveBanner': call({ request: shopBannerRequest, data: shopBannerData, access: screens(...SELLING_SCREENS, 'invasivo'), mutates: false }),
  // The storefront cache (issue 19 §5, docs/cache.md): SA's /cache, one company's areas; invalidating by hand.
  '/Cache/List': call({ request: cacheListRequest, data: cacheListData, access: screens('cache'), mutates: false }),
  '/Cache/Invalidate': call({ request: cacheInvalidateRequest, data: cacheListData, access: screens('cache'), mutates: true }),
  // Reports (/reportes, issue 20 §3, docs/reports.md): one call per report over a local date range and the scope, read
  // from daily rollups kept by triggers; an export computes the same report into a one-time download.
  '/Reports/Sales': call({ request: reportRequest, data: salesReportData, access: screens('reportes'), mutates: false }),
  '/Reports/OrdersByStatus': call({ request: reportRequest, data: ordersByStatusReportData, access: screens('reportes'), mutates: false }),
  '/Reports/Picking': call({ request: reportRequest, data: pickingReportData, access: screens('reportes'), mutates: false }),
  '/Reports/LateDeliveries': call({ request: reportRequest, data: lateDeliveriesReportData, access: screens('reportes'), mutates: false }),
  '/Reports/Promotions': call({ request: reportRequest, data: promotionsReportData, access: screens('reportes'), mutates: false }),
  '/Reports/Credits': call({ request: reportRequest, data: creditsReportData, access: screens('reportes'), mutates: false }),
  '/Reports/TopProducts': call({ request: topProductsRequest, data: topProductsReportData, access: screens('reportes'), mutates: false }),
  '/Reports/Export': call({ request: reportExportRequest, data: reportExportData, access: screens('reportes'), mutates: false }),
  // A customer's subscriptions on the customer page (issue 20 §1, docs/subscriptions.md): see, subscribe, cancel.
  '/Customer/Subscriptions': call({ request: customerSubscriptionsRequest, data: customerSubscriptionsData, access: screens('clientes'), mutates: false }),
  '/Customer/Subscribe': call({ request: customerSubscribeRequest, data: customerSubscriptionData, access: screens('clientes'), mutates: true }),
  '/Customer/CancelSubscription': call({ request: customerCancelSubscriptionRequest, data: customerSubscriptionData, access: screens('clientes'), mutates: true }),
  '/Sync/Push': call({ request: syncPushRequest, data: syncPushData, access: SESSION, mutates: true }),
} as const;

export type CallPath = keyof typeof CALLS;
export type CallRequest<P extends CallPath> = z.input<(typeof CALLS)[P]['request']>;
export type CallParsedRequest<P extends CallPath> = z.output<(typeof CALLS)[P]['request']>;
export type CallData<P extends CallPath> = z.output<(typeof CALLS)[P]['data']>;

/** The request of an outbox change: its call's request without the session token (ADR 003). */
export type OfflineArgs<N extends OfflineMutationName> = Omit<CallRequest<(typeof OFFLINE_MUTATIONS)[N]>, 'tokenSesion'>;
/** What an applied outbox change answers: its call's data. */
export type OfflineData<N extends OfflineMutationName> = CallData<(typeof OFFLINE_MUTATIONS)[N]>;

export const CALL_PATHS = Object.keys(CALLS) as CallPath[];

export function isCallPath(path: string): path is CallPath {
  return Object.prototype.hasOwnProperty.call(CALLS, path);
}

/** Whether a role may make a call (spec §6 for screen calls). Public calls: anyone. */
export function roleMayCall(role: string | null, access: Access): boolean {
  if (access.kind === 'public') return true;
  if (role === null) return false;
  if (access.kind === 'session') return true;
  if (access.roles !== undefined && !(access.roles as readonly string[]).includes(role)) return false;
  return access.screens.some((screen) => canSee(role, screen));
}
