/**
 * A valid request body (without tokenSesion) for every call, so generated tests can reach each handler.
 * Typed over CallPath: a new call without a sample is a type error.
 */
import type { CallPath } from '../../../contract/calls';
import type { TestApp } from './test-app';

export interface SampleContext {
  t: TestApp;
  /** The caller's user id, or another user's id when there is no caller. */
  userId: number;
  /** Its email (the caller's own), for login. */
  email: string;
  /** A unique suffix for fields that must be unique. */
  unique: string;
}

let sampleTaxDays = 0;
/** A new day for each sample holiday period, from 2090-01-01 on, so no two of them overlap. */
function nextSampleTaxDay(): string {
  sampleTaxDays += 1;
  return new Date(Date.UTC(2090, 0, sampleTaxDays)).toISOString().slice(0, 10);
}

let sampleBins = 0;
/** A new 8-digit BIN for each sample range, from 99000001 on, so no two of them (nor the tests' ranges) overlap. */
function nextSampleBin(): string {
  sampleBins += 1;
  return String(99_000_000 + sampleBins);
}

export const SAMPLES: { [P in CallPath]: (c: SampleContext) => Record<string, unknown> } = {
  '/User/Login': (c) => ({ email: c.email, password: 'fixture-password-1' }),
  '/User/Logout': () => ({}),
  '/User/Me': () => ({}),
  '/User/ForgotPassword': (c) => ({ email: c.email }),
  '/User/ResetPassword': () => ({ token: 'x'.repeat(43), password: 'una-clave-nueva' }),
  '/User/Register': (c) => ({ nombre: 'Nueva Persona', email: `nuevo-${c.unique}@example.test`, password: 'una-clave-segura' }),
  '/User/getTerminos': (c) => ({ IDUsuario: c.userId }),
  '/User/setTerminos': (c) => ({ IDUsuario: c.userId, AceptoTerminos: true, AceptoCookies: false }),
  // Users (/usuarios): company 1's C user (ranked below every caller) is read, enabled again (already enabled: nothing
  // changes) and sent a link; a save creates a new shopper in company 1 (SA must name the company).
  '/User/List': () => ({ q: 'a', limit: 20 }),
  '/User/Get': (c) => ({ userId: c.t.user('C').id }),
  '/User/Save': (c) => ({ empresaId: c.t.fixture.companies[0].id, nombre: `Persona ${c.unique}`, email: `persona-${c.unique.toLowerCase().replace(/[^a-z0-9]/g, '-')}@example.test`, role: 'PS', warehouseId: null, storeId: null, mutationId: crypto.randomUUID() }),
  '/User/SetDisabled': (c) => ({ userId: c.t.user('C').id, disabled: false, mutationId: crypto.randomUUID() }),
  '/User/SendPasswordReset': (c) => ({ userId: c.t.user('C').id, mutationId: crypto.randomUUID() }),
  '/User/History': (c) => ({ userId: c.t.user('C').id }),
  '/Scope/Options': () => ({}),
  '/Geo/Status': () => ({}),
  '/Geo/Search': () => ({ query: 'Avenida Amazonas, Quito', language: 'es' }),
  '/Dashboard/Summary': () => ({}),
  '/Order/List': () => ({ limit: 5 }),
  '/Order/Counts': () => ({}),
  '/Order/Get': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0] }),
  // The first pending order: cancelling it is a move most staff roles may make (PRODUCT.md).
  '/Order/Move': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], from: 'pendiente', to: 'cancelada', baseVersion: 1, mutationId: crypto.randomUUID(), reason: 'customer_request' }),
  '/Order/AddNote': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], text: `Nota ${c.unique}`, mutationId: crypto.randomUUID() }),
  '/Order/Export': () => ({ format: 'csv', columns: [{ key: 'number', label: 'Número' }] }),
  '/Order/MoveOptions': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[1] }),
  // The pending order: a supervisor reaches the handler and is told only confirmed orders get a picker (nothing changes).
  '/Order/AssignPicker': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], pickerId: c.t.user('PK').id, baseVersion: 1, mutationId: crypto.randomUUID() }),
  // The fixture has no delivery slots: the caller reaches the handler (its own channel: call center for CC and SA,
  // web for the shop's roles) and is told the slot does not exist; nothing is placed.
  '/Order/Place': (c) => {
    const role = Object.values(c.t.fixture.users).find((u) => u.id === c.userId)?.role;
    const company = c.t.fixture.companies[0];
    return {
      empresaId: company.id,
      mutationId: crypto.randomUUID(),
      idCliente: company.customerId,
      tiendaId: company.storeId,
      productos: [{ id: company.picking.products.rice, qty: 1 }],
      esEnvioGratis: false,
      canal: role === 'CC' || role === 'SA' ? 'call_center' : 'web',
      slotId: 999_999,
      fechaEntrega: '2026-11-21',
      pago: 'cash',
      totalEsperado: 173,
    };
  },
  '/Picking/List': () => ({}),
  '/Picking/Get': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[3] }),
  '/Picking/FindProducts': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[3], q: 'a' }),
  // The first confirmed order with lines: the first caller takes it, the next ones are told who picks it.
  '/Picking/Take': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[1], baseVersion: 1, mutationId: crypto.randomUUID() }),
  // The pending order: the caller reaches the handler and is told it is not in picking (nothing changes).
  '/Picking/Release': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], baseVersion: 1, mutationId: crypto.randomUUID(), reasonText: 'Me llamaron a recepción' }),
  // The en_picking order's first line, picked in full.
  '/Picking/SetLine': (c) => ({
    orderId: c.t.fixture.companies[0].orderIds[3],
    lineId: c.t.fixture.companies[0].picking.linesByOrder[3]![0],
    baseVersion: 1,
    lineVersion: 0,
    mutationId: crypto.randomUUID(),
    pickState: 'picked',
    pickedQuantity: 2000,
  }),
  '/Picking/Finish': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[3], baseVersion: 1, mutationId: crypto.randomUUID() }),
  // Company 1 named (SA must name one); setting the defaults leaves every other test's data as it was.
  '/Picking/GetSettings': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Picking/SetSettings': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    gs1WeightPrefixes: ['20', '21', '22', '23', '24'],
    gs1PricePrefixes: ['25', '26', '27', '28', '29'],
    chargePendingSubstitutions: false,
  }),
  // Company 1 named (SA must name one).
  '/Product/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'arroz', limit: 5 }),
  '/Product/ListFilters': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  // The inactive product set inactive again: it reaches the handler and changes nothing other tests read.
  '/Product/SetActive': (c) => ({ empresaId: c.t.fixture.companies[0].id, ids: [c.t.fixture.companies[0].picking.products.oldRice], active: false, mutationId: crypto.randomUUID() }),
  // One product's page: company 1's rice; a save creates a new product with a unique SKU (nothing else changes).
  '/Product/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, productId: c.t.fixture.companies[0].picking.products.rice }),
  '/Product/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    mutationId: crypto.randomUUID(),
    sku: `MUESTRA-${c.unique}`,
    name: 'Producto de muestra',
    description: '',
    brandId: null,
    categoryIds: [c.t.fixture.companies[0].picking.categoryIds.grains],
    saleUnit: 'unit',
    taxRateBp: 1500,
    priceCents: 100,
    active: true,
    barcodes: [],
  }),
  '/Product/History': (c) => ({ empresaId: c.t.fixture.companies[0].id, productId: c.t.fixture.companies[0].picking.products.rice }),
  // Categories (SA's screens): company 1 named; a new uniquely named child of "Granos"; reordering the top level as it is.
  '/Category/Tree': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Category/Save': (c) => ({ empresaId: c.t.fixture.companies[0].id, mutationId: crypto.randomUUID(), name: `Sub ${c.unique}`, parentId: c.t.fixture.companies[0].picking.categoryIds.grains }),
  '/Category/Reorder': (c) => ({ empresaId: c.t.fixture.companies[0].id, mutationId: crypto.randomUUID(), parentId: null, ids: Object.values(c.t.fixture.companies[0].picking.categoryIds) }),
  // "Lácteos" has products and no target: refused with its count (nothing changes).
  '/Category/Delete': (c) => ({ empresaId: c.t.fixture.companies[0].id, mutationId: crypto.randomUUID(), id: c.t.fixture.companies[0].picking.categoryIds.dairy }),
  '/StoreCategory/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, storeId: c.t.fixture.companies[0].storeId }),
  '/StoreCategory/Set': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    storeId: c.t.fixture.companies[0].storeId,
    mutationId: crypto.randomUUID(),
    rows: [{ categoryId: c.t.fixture.companies[0].picking.categoryIds.dairy, visible: false }],
  }),
  // Brands and the menu (SA's screens, company 1 named): a new brand and a new URL item each time; deleting or
  // reordering what does not exist reaches the handler and changes nothing.
  '/Brand/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'a', limit: 20 }),
  '/Brand/Save': (c) => ({ empresaId: c.t.fixture.companies[0].id, nombre: `Marca ${c.unique}`, active: true, mutationId: crypto.randomUUID() }),
  '/Brand/Delete': (c) => ({ empresaId: c.t.fixture.companies[0].id, brandId: 999_999, moveProductsTo: 999_998, mutationId: crypto.randomUUID() }),
  // Store credits (company 1 named, its customer): grants of 1.00 (each allowed caller's own); a spend of the largest
  // amount (more than every balance here: refused, nothing changed); reversing an entry that does not exist.
  '/Credit/Search': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'cliente' }),
  '/Credit/Ledger': (c) => ({ empresaId: c.t.fixture.companies[0].id, customerId: c.t.fixture.companies[0].customerId }),
  '/Credit/Grant': (c) => ({ empresaId: c.t.fixture.companies[0].id, customerId: c.t.fixture.companies[0].customerId, amountCents: 100, reason: `Muestra ${c.unique}`, mutationId: crypto.randomUUID() }),
  '/Credit/Spend': (c) => ({ empresaId: c.t.fixture.companies[0].id, customerId: c.t.fixture.companies[0].customerId, orderNumber: 'C1-1', amountCents: 100_000_000, mutationId: crypto.randomUUID() }),
  '/Credit/Reverse': (c) => ({ empresaId: c.t.fixture.companies[0].id, entryId: 999_999, reason: 'Muestra', mutationId: crypto.randomUUID() }),
  '/Credit/BulkGrant': (c) => ({ empresaId: c.t.fixture.companies[0].id, rows: [{ mutationId: crypto.randomUUID(), customer: 'cliente1@example.test', amountCents: 100, reason: `Carga ${c.unique}` }] }),
  '/Credit/Export': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Menu/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Menu/Options': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Menu/Save': (c) => ({ empresaId: c.t.fixture.companies[0].id, parentId: null, nombre: `Ofertas ${c.unique}`, kind: 'url', url: 'https://tienda.example/ofertas', mutationId: crypto.randomUUID() }),
  '/Menu/Delete': (c) => ({ empresaId: c.t.fixture.companies[0].id, itemId: 999_999, mutationId: crypto.randomUUID() }),
  '/Menu/Reorder': (c) => ({ empresaId: c.t.fixture.companies[0].id, parentId: 999_999, ids: [999_998], mutationId: crypto.randomUUID() }),
  // Composites and display order (company 1 named): brown rice saved as the simple product it is, rice kept first
  // among the grains; both reach their handler and change nothing other tests read.
  '/Product/ListComposites': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Product/GetComponents': (c) => ({ empresaId: c.t.fixture.companies[0].id, productId: c.t.fixture.companies[0].picking.products.rice }),
  '/Product/SetComponents': (c) => ({ empresaId: c.t.fixture.companies[0].id, productId: c.t.fixture.companies[0].picking.products.brownRice, components: [], priceDerived: false, baseVersion: 1, mutationId: crypto.randomUUID() }),
  '/Category/ProductOrder': (c) => ({ empresaId: c.t.fixture.companies[0].id, categoryId: c.t.fixture.companies[0].picking.categoryIds.grains }),
  '/Category/MoveProduct': (c) => ({ empresaId: c.t.fixture.companies[0].id, categoryId: c.t.fixture.companies[0].picking.categoryIds.grains, productId: c.t.fixture.companies[0].picking.products.rice, toIndex: 0, mutationId: crypto.randomUUID() }),
  // Mass update: +5 % on company 1's grains (a preview changes nothing); the apply names a preview token that does not
  // match (refused, nothing changed) and the undo a mass update that does not exist.
  '/Product/MassPreview': (c) => ({ empresaId: c.t.fixture.companies[0].id, selection: { by: 'filter', categoryId: c.t.fixture.companies[0].picking.categoryIds.grains }, change: { kind: 'price_percent', basis: 'without_tax', percentBp: 500 } }),
  '/Product/MassApply': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    selection: { by: 'skus', skus: ['no-such-sku'] },
    change: { kind: 'active', active: false },
    previewToken: 'stale-preview',
    mutationId: crypto.randomUUID(),
  }),
  '/Product/MassUndo': (c) => ({ empresaId: c.t.fixture.companies[0].id, massUpdateId: 999_999, mutationId: crypto.randomUUID() }),
  '/Product/MassHistory': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  // A product's images (REST uploads add them): potato has none, so keeping none reaches the handler and changes nothing.
  '/Product/Images': (c) => ({ productId: c.t.fixture.companies[0].picking.products.potato }),
  '/Product/SetImages': (c) => ({ productId: c.t.fixture.companies[0].picking.products.potato, imageIds: [], baseVersion: 1, mutationId: crypto.randomUUID() }),
  // Company 1 named (SA must name one); a new SKU each time, so every allowed caller's row is created.
  '/product/bulk_load_reference': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/product/bulk_load': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    uploadId: crypto.randomUUID(),
    chunkIndex: 0,
    mutationId: crypto.randomUUID(),
    products: [{ row: 2, sku: `CARGA-${c.unique}`, name: `Producto cargado ${c.unique}`, priceWithTaxCents: 115 }],
  }),
  // Stores: a new store of company 1 each time (other rows change store 1's day, so an edit of it could be stale);
  // store 1 opened (it is open): every allowed caller reaches the handler and changes no other test's data.
  '/Store/List': () => ({ q: 'Tienda' }),
  '/Store/Get': (c) => ({ storeId: c.t.fixture.companies[0].storeId }),
  '/Store/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    mutationId: crypto.randomUUID(),
    name: `Tienda ${c.unique}`,
    market: false,
    active: true,
    address: '',
    lat: null,
    lng: null,
    phone: '',
    openingHours: [{ weekday: 1, opens: '08:00', closes: '20:00' }],
    exceptions: [],
    zones: [],
    slots: [],
    pickupEnabled: false,
    shippingMode: 'flat',
    shippingFlatCents: 0,
    freeShippingAboveCents: null,
    minOrderCents: 0,
    warehouseIds: [c.t.fixture.companies[0].warehouseId],
  }),
  '/Store/History': (c) => ({ storeId: c.t.fixture.companies[0].storeId }),
  '/Store/SetOpen': (c) => ({ storeId: c.t.fixture.companies[0].storeId, open: true, mutationId: crypto.randomUUID() }),
  // Customers: company 1's customer (SA names company 1); a save creates a new customer each time, an address is added
  // each time; deleting or defaulting an address that does not exist reaches the handler and changes nothing.
  '/Customer/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'cliente', limit: 20 }),
  '/Customer/Get': (c) => ({ customerId: c.t.fixture.companies[0].customerId }),
  '/Customer/Orders': (c) => ({ customerId: c.t.fixture.companies[0].customerId, limit: 5 }),
  '/Customer/History': (c) => ({ customerId: c.t.fixture.companies[0].customerId }),
  '/Customer/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    nombre: `Cliente ${c.unique}`,
    email: `cliente-${c.unique.toLowerCase()}@example.test`,
    phone: '+593991234567',
    documentId: '1712345678',
    mutationId: crypto.randomUUID(),
  }),
  '/Customer/SaveAddress': (c) => ({
    customerId: c.t.fixture.companies[0].customerId,
    label: 'Oficina',
    address: `Av. Amazonas N24-${c.unique}`,
    city: 'Quito',
    lat: -0.2021,
    lng: -78.4912,
    mutationId: crypto.randomUUID(),
  }),
  '/Customer/DeleteAddress': (c) => ({ customerId: c.t.fixture.companies[0].customerId, addressId: 999_999, mutationId: crypto.randomUUID() }),
  '/Customer/SetDefaultAddress': (c) => ({ customerId: c.t.fixture.companies[0].customerId, addressId: 999_999, mutationId: crypto.randomUUID() }),
  '/Customer/ConsultarProductosCarritoLite': (c) => ({
    idCliente: c.t.fixture.companies[0].customerId,
    tiendaId: c.t.fixture.companies[0].storeId,
    productos: [{ id: c.t.fixture.companies[0].picking.products.rice, qty: 1 }],
    esEnvioGratis: false,
    codigoPromo: 'NO-EXISTE',
  }),
  // A new device each time, queueing one note: any signed-in user may push; the note's own access rule decides its result.
  // Mi menú and the cashier's form on company 1's store (its warehouse serves it, so the cashier reaches it too).
  '/MyMenu/List': (c) => ({ storeId: c.t.fixture.companies[0].storeId, q: 'a', limit: 20 }),
  '/MyMenu/Set': (c) => ({ storeId: c.t.fixture.companies[0].storeId, productId: c.t.fixture.companies[0].picking.products.potato, mutationId: crypto.randomUUID(), available: true, priceOverrideCents: null }),
  '/MyMenu/SetOutOfStock': (c) => ({ storeId: c.t.fixture.companies[0].storeId, productId: c.t.fixture.companies[0].picking.products.potato, mutationId: crypto.randomUUID(), outOfStockToday: false }),
  '/StoreChecker/Get': (c) => ({ storeId: c.t.fixture.companies[0].storeId }),
  '/Shop/Slots': (c) => ({ tiendaId: c.t.fixture.companies[0].storeId, dias: 3 }),
  '/Shop/Products': (c) => ({ tiendaId: c.t.fixture.companies[0].storeId, q: 'a', limit: 20 }),
  '/Shop/Categories': (c) => ({ tiendaId: c.t.fixture.companies[0].storeId }),
  '/StoreChecker/SetToday': (c) => ({ storeId: c.t.fixture.companies[0].storeId, mutationId: crypto.randomUUID(), mode: 'usual' }),
  // The fixture has no delivery slots: the caller reaches the handler and is told the slot does not exist.
  '/StoreChecker/SetSlotCapacity': (c) => ({ storeId: c.t.fixture.companies[0].storeId, mutationId: crypto.randomUUID(), slotId: 999_999, capacity: 5 }),
  // Warehouses (SA, company 1 named): a new warehouse each time; 1 unit of rice received at company 1's warehouse (its
  // stock only grows); the aisle order names a category that does not exist (refused, nothing changes).
  '/Warehouse/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'Bodega' }),
  '/Warehouse/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId }),
  '/Warehouse/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    name: `Bodega muestra ${c.unique}`,
    address: 'Av. Amazonas N24-12, Quito',
    lat: -0.2,
    lng: -78.49,
    storeIds: [c.t.fixture.companies[0].storeId],
    active: true,
    mutationId: crypto.randomUUID(),
  }),
  '/Warehouse/History': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId }),
  '/Warehouse/Aisles': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId }),
  '/Warehouse/SetAisles': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId, categoryIds: [999_999], mutationId: crypto.randomUUID() }),
  '/Warehouse/Stock': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId, q: 'a', limit: 5 }),
  '/Warehouse/AdjustStock': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    warehouseId: c.t.fixture.companies[0].warehouseId,
    productId: c.t.fixture.companies[0].picking.products.rice,
    reason: 'received',
    quantityMilli: 1000,
    note: `Muestra ${c.unique}`,
    mutationId: crypto.randomUUID(),
  }),
  '/Warehouse/StockLedger': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId, productId: c.t.fixture.companies[0].picking.products.rice }),
  '/Warehouse/PickingOutOfStock': (c) => ({ empresaId: c.t.fixture.companies[0].id, warehouseId: c.t.fixture.companies[0].warehouseId }),
  // Taxes (company 1 named; SA alone reaches the holiday calls): each save creates a one-day period on its own far day
  // (periods may not overlap); deleting a period that does not exist reaches the handler and changes nothing.
  '/Configuracion/iva': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Configuracion/get/iva_empresa_feriado': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Configuracion/save/iva_empresa_feriado': (c) => {
    const day = nextSampleTaxDay();
    return { empresaId: c.t.fixture.companies[0].id, nombre: `Feriado ${c.unique}`, desde: day, hasta: day, tasaBp: 0, categoriaIds: [], mutationId: crypto.randomUUID() };
  },
  '/Configuracion/delete/iva_empresa_feriado': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999, baseVersion: 1, mutationId: crypto.randomUUID() }),
  // Promotions (SA, company 1 named): a new promo code each time; the fixture has no promotions, so switching one and
  // reading its uses name one that does not exist (refused, nothing changes).
  '/Promo/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, kind: 'code', q: 'a', filter: 'current' }),
  '/Promo/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, kind: 'card' }),
  '/Promo/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    kind: 'code',
    code: `MUESTRA-${c.unique.replace(/[^A-Za-z0-9_-]/g, '-')}`.slice(0, 40),
    description: 'Muestra',
    discountKind: 'percent',
    value: 1000,
    startsAt: '2026-11-01T05:00:00.000Z',
    endsAt: null,
    totalLimit: null,
    perCustomerLimit: null,
    minOrderCents: 0,
    productIds: [],
    categoryIds: [c.t.fixture.companies[0].picking.categoryIds.grains],
    binRangeIds: [],
    active: true,
    mutationId: crypto.randomUUID(),
  }),
  '/Promo/SetActive': (c) => ({ empresaId: c.t.fixture.companies[0].id, kind: 'code', promotionId: 999_999, baseVersion: 1, active: false, mutationId: crypto.randomUUID() }),
  '/Promo/Uses': (c) => ({ empresaId: c.t.fixture.companies[0].id, kind: 'code', promotionId: 999_999 }),
  // Sampling (SU's and SA's, company 1 named): each save creates a switched-off campaign (it gives no sample to the
  // orders other cells place); reading or switching a campaign that does not exist reaches the handler, changes nothing.
  '/Sampling/List': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Sampling/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999 }),
  '/Sampling/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    name: `Muestra ${c.unique}`,
    productId: c.t.fixture.companies[0].picking.products.rice,
    quantityMilli: 1000,
    totalSamples: 10,
    storeIds: [c.t.fixture.companies[0].storeId],
    minOrderCents: 0,
    categoryIds: [c.t.fixture.companies[0].picking.categoryIds.grains],
    newCustomersOnly: false,
    startsAt: '2026-11-01T05:00:00.000Z',
    endsAt: null,
    active: false,
    mutationId: crypto.randomUUID(),
  }),
  '/Sampling/SetActive': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999, baseVersion: 1, active: false, mutationId: crypto.randomUUID() }),
  '/Sampling/Products': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  // Card BIN ranges (SA, company 1 named): each save creates a one-BIN range of its own; switching or deleting a
  // range that does not exist reaches the handler and changes nothing.
  '/Bin/List': (c) => ({ empresaId: c.t.fixture.companies[0].id, q: 'banco' }),
  '/Bin/Save': (c) => {
    const bin = nextSampleBin();
    return { empresaId: c.t.fixture.companies[0].id, binFrom: bin, binTo: bin, bank: `Banco ${c.unique}`, brand: 'Visa', mutationId: crypto.randomUUID() };
  },
  '/Bin/SetActive': (c) => ({ empresaId: c.t.fixture.companies[0].id, binRangeId: 999_999, baseVersion: 1, active: false, mutationId: crypto.randomUUID() }),
  '/Bin/Delete': (c) => ({ empresaId: c.t.fixture.companies[0].id, binRangeId: 999_999, baseVersion: 1, mutationId: crypto.randomUUID() }),
  // Staff news (SA writes company 1's, naming it; every staff role reads): each save publishes a news item for pickers;
  // reading, deleting or marking one that does not exist reaches the handler and changes nothing.
  '/News/List': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/News/Get': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999 }),
  '/News/Save': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    title: `Novedad ${c.unique}`,
    bodyMarkdown: 'Texto de **muestra**.',
    roles: ['PK'],
    pinned: false,
    startsAt: '2026-11-01T05:00:00.000Z',
    endsAt: null,
    active: true,
    mutationId: crypto.randomUUID(),
  }),
  '/News/Delete': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999, baseVersion: 1, mutationId: crypto.randomUUID() }),
  '/News/Feed': () => ({}),
  '/News/MarkRead': () => ({ id: 999_999 }),
  // Web Push on this device: a public https endpoint (the test config allows no local ones) with well-formed keys.
  '/Push/Config': () => ({}),
  '/Push/Subscribe': (c) => ({ subscription: { endpoint: `https://push.example.com/send/${c.unique}`, keys: { p256dh: 'BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A', auth: 'AAECAwQFBgcICQoLDA0ODw' } } }),
  '/Push/Unsubscribe': (c) => ({ endpoint: `https://push.example.com/send/none-${c.unique}` }),
  '/Push/SetStaffAlerts': () => ({ on: true }),
  // Composed push messages (SA, company 1 named): a compose schedules one a day ahead (nothing is sent); reading and
  // cancelling name a message that does not exist (refused, nothing changes).
  '/Push/Messages': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Push/Message': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999 }),
  '/Push/Compose': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    mutationId: crypto.randomUUID(),
    title: `Aviso ${c.unique}`.slice(0, 80),
    body: 'Reunión de equipo a las 9.',
    imageKey: null,
    route: '/picking',
    audience: { roles: ['PK'], storeId: null, warehouseId: c.t.fixture.companies[0].warehouseId },
    sendAt: new Date(c.t.clock.now().getTime() + 24 * 60 * 60 * 1000).toISOString(),
  }),
  '/Push/Cancel': (c) => ({ empresaId: c.t.fixture.companies[0].id, mutationId: crypto.randomUUID(), id: 999_999, baseVersion: 1 }),
  '/Push/AudienceCount': (c) => ({ empresaId: c.t.fixture.companies[0].id, audience: { roles: [], storeId: c.t.fixture.companies[0].storeId, warehouseId: null } }),
  // The intrusive banner (SA, company 1 named): each save creates an inactive banner (it never overlaps another);
  // deleting one that does not exist reaches the handler and changes nothing. The shop's read names the fixture customer.
  '/Administracion/GetIntrusiveBanners': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Administracion/SaveIntrusiveBanner': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    tiendaId: c.t.fixture.companies[0].storeId,
    title: `Banner ${c.unique}`,
    imageKey: `content/${c.t.fixture.companies[0].id}/${'0'.repeat(24)}`,
    link: '/tienda',
    startsAt: '2030-01-01T05:00:00.000Z',
    endsAt: '2030-01-08T05:00:00.000Z',
    audience: 'all',
    everyDays: 1,
    active: false,
    mutationId: crypto.randomUUID(),
  }),
  '/Administracion/DeleteIntrusiveBanner': (c) => ({ empresaId: c.t.fixture.companies[0].id, id: 999_999, baseVersion: 1, mutationId: crypto.randomUUID() }),
  '/Shop/IntrusiveBanner': (c) => ({ tiendaId: c.t.fixture.companies[0].storeId, idCliente: c.t.fixture.companies[0].customerId }),
  // The storefront cache (SA, company 1 named): invalidating one area by hand.
  '/Cache/List': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Cache/Invalidate': (c) => ({ empresaId: c.t.fixture.companies[0].id, area: 'ui', mutationId: crypto.randomUUID() }),
  // Content (/home; SU and SA, company 1 named): a new element each time; the fixture has no elements, so items and
  // element changes name ones that do not exist (refused, nothing changes). The storefront strip reads company 1's store.
  '/Administracion/GetUIElements': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Administracion/CreateUIElement': (c) => ({ empresaId: c.t.fixture.companies[0].id, mutationId: crypto.randomUUID(), element: { tipo: 'carousel', titulo: `Carrusel ${c.unique}` } }),
  '/Administracion/SetUIElement': (c) => ({ empresaId: c.t.fixture.companies[0].id, element: { id: 999_999, baseVersion: 1, titulo: 'Otro título' } }),
  '/Administracion/DeleteUIElement': (c) => ({ empresaId: c.t.fixture.companies[0].id, element: { id: 999_999 } }),
  '/Administracion/CreateUIItem': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    mutationId: crypto.randomUUID(),
    item: { elementoId: 999_999, titulo: 'Ofertas', imageKey: null, accion: 'URL', accionID: '/tienda', listAccionID: '', desde: null, hasta: null, activo: true },
  }),
  '/Administracion/SetUIItem': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    item: { id: 999_999, baseVersion: 1, titulo: 'Ofertas', imageKey: null, accion: 'NINGUNA', accionID: '', listAccionID: '', desde: null, hasta: null, activo: true },
  }),
  '/Administracion/DeleteUIItem': (c) => ({ empresaId: c.t.fixture.companies[0].id, item: { id: 999_999 } }),
  '/Administracion/UpdateElementOrderItem': (c) => ({ empresaId: c.t.fixture.companies[0].id, item: { elementoId: 999_999, orden: [] } }),
  '/Shop/Home': (c) => ({ tiendaId: c.t.fixture.companies[0].storeId }),
  '/Sync/Push': (c) => ({
    clientId: crypto.randomUUID(),
    mutations: [
      {
        id: 1,
        name: 'order.addNote',
        args: { orderId: c.t.fixture.companies[0].orderIds[0], text: `Nota sin conexión ${c.unique}`, mutationId: crypto.randomUUID() },
        createdAt: c.t.clock.now().toISOString(),
      },
    ],
  }),
  '/Reports/Sales': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/OrdersByStatus': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/Picking': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/LateDeliveries': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/Promotions': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/Credits': () => ({ from: '2026-11-01', to: '2026-11-20' }),
  '/Reports/TopProducts': () => ({ from: '2026-11-01', to: '2026-11-20', limit: 10 }),
  '/Reports/Export': () => ({ from: '2026-11-01', to: '2026-11-20', report: 'sales', format: 'csv', sheets: [{ table: 'days', title: 'Días', columns: [{ key: 'date', label: 'Fecha' }] }] }),
  '/Customer/Subscriptions': (c) => ({ customerId: c.t.fixture.companies[0].customerId }),
  '/Customer/Subscribe': (c) => ({ customerId: c.t.fixture.companies[0].customerId, planId: 2_000_000_000, mutationId: crypto.randomUUID() }),
  '/Customer/CancelSubscription': () => ({ subscriptionId: 2_000_000_000, version: 1 }),
};

/**
 * Calls whose answer to an allowed caller depends on the role and on what earlier cells changed
 * (a move refused as INVALID_MOVE for a role without that move, or STALE_VERSION once another role made it;
 * a picking change refused as a conflict once another role made it).
 * For these, "allowed" means: not refused for access, and no fault.
 */
export const BUSINESS_OUTCOME_VARIES: ReadonlySet<CallPath> = new Set<CallPath>([
  '/Order/Move',
  // Picking changes: the first allowed role takes the order or changes the line; the next ones get a conflict
  // (taken, not assigned to a picker, another line version), and finishing waits for every line.
  '/Picking/Take',
  '/Picking/Release',
  '/Order/AssignPicker',
  '/Picking/SetLine',
  '/Picking/Finish',
]);

/** Calls whose valid sample still gets a business refusal (not an access one). */
export const SAMPLE_REFUSALS: Partial<Record<CallPath, string>> = {
  '/Product/MassApply': 'CONFLICT',
  '/Product/MassUndo': 'NOT_FOUND',
  '/User/ResetPassword': 'RESET_TOKEN_INVALID',
  '/Brand/Delete': 'NOT_FOUND',
  '/Configuracion/delete/iva_empresa_feriado': 'NOT_FOUND',
  '/Administracion/DeleteIntrusiveBanner': 'NOT_FOUND',
  '/Promo/SetActive': 'NOT_FOUND',
  '/Promo/Uses': 'NOT_FOUND',
  '/Sampling/Get': 'NOT_FOUND',
  '/Sampling/SetActive': 'NOT_FOUND',
  '/Bin/SetActive': 'NOT_FOUND',
  '/Bin/Delete': 'NOT_FOUND',
  '/Administracion/SetUIElement': 'NOT_FOUND',
  '/Administracion/DeleteUIElement': 'NOT_FOUND',
  '/Administracion/CreateUIItem': 'NOT_FOUND',
  '/Administracion/SetUIItem': 'NOT_FOUND',
  '/Administracion/DeleteUIItem': 'NOT_FOUND',
  '/Administracion/UpdateElementOrderItem': 'NOT_FOUND',
  '/Push/Message': 'NOT_FOUND',
  '/Push/Cancel': 'NOT_FOUND',
  '/News/Get': 'NOT_FOUND',
  '/News/Delete': 'NOT_FOUND',
  '/News/MarkRead': 'NOT_FOUND',
  '/Credit/Spend': 'INSUFFICIENT_CREDIT',
  '/Order/Place': 'NOT_FOUND',
  '/Credit/Reverse': 'NOT_FOUND',
  '/Menu/Delete': 'NOT_FOUND',
  '/Menu/Reorder': 'NOT_FOUND',
  '/Category/Delete': 'VALIDATION',
  '/Warehouse/SetAisles': 'VALIDATION',
  '/Customer/DeleteAddress': 'NOT_FOUND',
  '/Customer/SetDefaultAddress': 'NOT_FOUND',
  // The fixture has no delivery slots.
  '/StoreChecker/SetSlotCapacity': 'NOT_FOUND',
  // The fixture's configuration has no geocoding provider (the default).
  '/Geo/Search': 'GEOCODER_OFF',
  // The samples name a plan and a subscription that do not exist.
  '/Customer/Subscribe': 'NOT_FOUND',
  '/Customer/CancelSubscription': 'NOT_FOUND',
};
