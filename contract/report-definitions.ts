/**
 * The reports of /reportes (issue 20 §3, ADR 013), zod-free: each report's tables and their columns, with the kind
 * of value each column holds. The server answers rows with exactly these keys (contract/schemas/reports.ts builds
 * the schemas from this list), the screen renders and charts them by kind, and the export writes them in this order.
 */

/**
 * - date: a local calendar day of the company, YYYY-MM-DD;
 * - text: a name; key: a code the screen translates (channel, status);
 * - count: whole number; cents: money in cents; quantity: thousandths of a unit or kg;
 * - ratio: 0..1 (null when nothing to divide by); minutes, perHour: decimals (null when nothing to divide by).
 */
export const REPORT_COLUMN_KINDS = ['date', 'text', 'key', 'count', 'cents', 'quantity', 'ratio', 'minutes', 'perHour'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

interface ColumnDef {
  readonly key: string;
  readonly kind: ReportColumnKind;
}
const col = <K extends string, T extends ReportColumnKind>(key: K, kind: T) => ({ key, kind }) as const;

const SALES_FIGURES = [col('orders', 'count'), col('salesCents', 'cents'), col('averageBasketCents', 'cents')] as const;
const PICKING_FIGURES = [
  col('orders', 'count'),
  col('lines', 'count'),
  col('avgMinutesToPick', 'minutes'),
  col('linesPerHour', 'perHour'),
  col('outOfStockRate', 'ratio'),
  col('substitutionRate', 'ratio'),
] as const;
const LATE_FIGURES = [col('delivered', 'count'), col('late', 'count'), col('lateRate', 'ratio'), col('avgMinutesLate', 'minutes')] as const;
const PROMO_FIGURES = [col('orders', 'count'), col('discountCents', 'cents'), col('salesCents', 'cents')] as const;
const CREDIT_FIGURES = [col('grantedCents', 'cents'), col('spentCents', 'cents'), col('expiredCents', 'cents'), col('reversedCents', 'cents'), col('netCents', 'cents')] as const;
const STATUS_FIGURES = [
  col('pendiente', 'count'),
  col('confirmada', 'count'),
  col('en_picking', 'count'),
  col('pickeada', 'count'),
  col('en_despacho', 'count'),
  col('lista_retiro', 'count'),
  col('entregada', 'count'),
  col('cancelada', 'count'),
  col('total', 'count'),
] as const;

/**
 * Every report: its tables (the first is the one charted over time where it has a `date` column) and `totals`
 * (one row for the whole range and filter).
 * - sales: orders not cancelled, by the day they were placed; categories count line totals.
 * - ordersByStatus: orders placed each day, by their status now.
 * - picking: orders whose picking finished in the range, by that day; minutes from confirmed to picked.
 * - lateDeliveries: orders delivered whose slot day is in the range; late = delivered after the slot's end.
 * - promotions: orders not cancelled with a promo code or a card promotion, by the day placed.
 * - credits: store credit ledger movements by the day they happened.
 * - topProducts: products of orders not cancelled by sales, the top `limit`.
 */
export const REPORT_DEFINITIONS = {
  sales: {
    tables: {
      days: [col('date', 'date'), ...SALES_FIGURES],
      stores: [col('storeId', 'count'), col('storeName', 'text'), ...SALES_FIGURES],
      categories: [col('categoryId', 'count'), col('categoryName', 'text'), col('lines', 'count'), col('salesCents', 'cents')],
      channels: [col('channel', 'key'), ...SALES_FIGURES],
    },
    totals: SALES_FIGURES,
  },
  ordersByStatus: {
    tables: { days: [col('date', 'date'), ...STATUS_FIGURES] },
    totals: STATUS_FIGURES,
  },
  picking: {
    tables: {
      days: [col('date', 'date'), ...PICKING_FIGURES],
      pickers: [col('pickerId', 'count'), col('pickerName', 'text'), col('warehouseId', 'count'), col('warehouseName', 'text'), ...PICKING_FIGURES],
      warehouses: [col('warehouseId', 'count'), col('warehouseName', 'text'), ...PICKING_FIGURES],
    },
    totals: PICKING_FIGURES,
  },
  lateDeliveries: {
    tables: {
      days: [col('date', 'date'), ...LATE_FIGURES],
      stores: [col('storeId', 'count'), col('storeName', 'text'), ...LATE_FIGURES],
    },
    totals: LATE_FIGURES,
  },
  promotions: {
    tables: {
      codes: [col('promotionId', 'count'), col('code', 'text'), col('name', 'text'), ...PROMO_FIGURES],
      cards: [col('promotionId', 'count'), col('name', 'text'), ...PROMO_FIGURES],
    },
    totals: PROMO_FIGURES,
  },
  credits: {
    tables: { days: [col('date', 'date'), ...CREDIT_FIGURES] },
    totals: CREDIT_FIGURES,
  },
  topProducts: {
    tables: {
      products: [col('rank', 'count'), col('productId', 'count'), col('sku', 'text'), col('name', 'text'), col('quantityMilli', 'quantity'), col('orders', 'count'), col('salesCents', 'cents')],
    },
    totals: [col('products', 'count'), col('salesCents', 'cents')],
  },
} as const satisfies Record<string, { tables: Record<string, readonly ColumnDef[]>; totals: readonly ColumnDef[] }>;

export type ReportKind = keyof typeof REPORT_DEFINITIONS;
export const REPORT_KINDS = Object.keys(REPORT_DEFINITIONS) as ReportKind[];
export type ReportTable<R extends ReportKind> = keyof (typeof REPORT_DEFINITIONS)[R]['tables'] & string;

/** The longest range a report takes, in days (inclusive). */
export const REPORT_MAX_DAYS = 366;
/** Top products: default and largest `limit`. */
export const TOP_PRODUCTS_DEFAULT = 50;
export const TOP_PRODUCTS_MAX = 1000;
export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
