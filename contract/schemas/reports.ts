/**
 * The /Reports/* calls' payloads (issue 20 §3, ADR 013), built from contract/report-definitions.ts so the server's
 * rows, the screen's tables and the exports share one list of columns.
 */
import { z } from 'zod/mini';
import { isoDateSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';
import {
  REPORT_DEFINITIONS,
  REPORT_EXPORT_FORMATS,
  REPORT_KINDS,
  REPORT_MAX_DAYS,
  TOP_PRODUCTS_MAX,
  type ReportColumnKind,
  type ReportKind,
} from '../report-definitions';

const KIND_SCHEMAS = {
  date: z.string(),
  text: z.string(),
  key: z.string(),
  count: z.int(),
  cents: z.int(),
  quantity: z.int(),
  ratio: z.nullable(z.number()),
  minutes: z.nullable(z.number()),
  perHour: z.nullable(z.number()),
} as const satisfies Record<ReportColumnKind, z.ZodMiniType>;
type KindSchemas = typeof KIND_SCHEMAS;

type Columns = readonly { readonly key: string; readonly kind: ReportColumnKind }[];
type RowShape<C extends Columns> = { [E in C[number] as E['key']]: KindSchemas[E['kind']] };

function rowSchema<C extends Columns>(columns: C): z.ZodMiniObject<RowShape<C>> {
  return z.object(Object.fromEntries(columns.map((column) => [column.key, KIND_SCHEMAS[column.kind]]))) as unknown as z.ZodMiniObject<RowShape<C>>;
}

type TablesShape<T extends Record<string, Columns>> = { [N in keyof T]: z.ZodMiniArray<z.ZodMiniObject<RowShape<T[N]>>> };

function tablesSchema<T extends Record<string, Columns>>(tables: T): z.ZodMiniObject<TablesShape<T>> {
  return z.object(Object.fromEntries(Object.entries(tables).map(([name, columns]) => [name, z.array(rowSchema(columns))]))) as unknown as z.ZodMiniObject<TablesShape<T>>;
}

function reportDataSchema<T extends Record<string, Columns>, C extends Columns>(def: { tables: T; totals: C }) {
  return z.object({
    currency: z.string(),
    /** The company's timezone the days are counted in (UTC when SA looks at every company). */
    timezone: z.string(),
    from: z.string(),
    to: z.string(),
    generatedAt: z.string(),
    totals: rowSchema(def.totals),
    tables: tablesSchema(def.tables),
  });
}

/** Days between two YYYY-MM-DD dates, inclusive. */
export function reportRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const rangeShape = { from: isoDateSchema, to: isoDateSchema };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Only between two readable dates: an unreadable one already has its own field's message. */
const rangeChecks = z.refine<{ from: string; to: string }>((value) => !(DAY.test(String(value.from)) && DAY.test(String(value.to))) || value.from <= value.to, { message: 'La fecha "desde" debe ser anterior o igual a "hasta".', path: ['to'] });
// Written as "not longer than" so an unreadable date (NaN days) is left to its own field's message.
const rangeLength = z.refine<{ from: string; to: string }>((value) => !(reportRangeDays(value.from, value.to) > REPORT_MAX_DAYS), {
  message: `El rango puede tener como mucho ${REPORT_MAX_DAYS} días.`,
  path: ['to'],
});

/** Every report's filter: a local date range (inclusive) and the scope (SA names the company; store, warehouse). */
export const reportRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...rangeShape, ...scopeShape }).check(rangeChecks, rangeLength);
export const topProductsRequest = z
  .strictObject({ tokenSesion: tokenSesionSchema, ...rangeShape, ...scopeShape, limit: z.optional(z.int().check(z.minimum(1), z.maximum(TOP_PRODUCTS_MAX))) })
  .check(rangeChecks, rangeLength);

export const salesReportData = reportDataSchema(REPORT_DEFINITIONS.sales);
export const ordersByStatusReportData = reportDataSchema(REPORT_DEFINITIONS.ordersByStatus);
export const pickingReportData = reportDataSchema(REPORT_DEFINITIONS.picking);
export const lateDeliveriesReportData = reportDataSchema(REPORT_DEFINITIONS.lateDeliveries);
export const promotionsReportData = reportDataSchema(REPORT_DEFINITIONS.promotions);
export const creditsReportData = reportDataSchema(REPORT_DEFINITIONS.credits);
export const topProductsReportData = reportDataSchema(REPORT_DEFINITIONS.topProducts);

export type SalesReport = z.infer<typeof salesReportData>;
export type OrdersByStatusReport = z.infer<typeof ordersByStatusReportData>;
export type PickingReport = z.infer<typeof pickingReportData>;
export type LateDeliveriesReport = z.infer<typeof lateDeliveriesReportData>;
export type PromotionsReport = z.infer<typeof promotionsReportData>;
export type CreditsReport = z.infer<typeof creditsReportData>;
export type TopProductsReport = z.infer<typeof topProductsReportData>;

/**
 * An export of one report: the tables to write (xlsx: one sheet each, in this order; csv: exactly one) with the
 * screen's translated titles and headers. The server computes the report again for the same filter, so the file
 * holds the numbers the screen showed.
 */
export const reportExportRequest = z
  .strictObject({
    tokenSesion: tokenSesionSchema,
    ...rangeShape,
    ...scopeShape,
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(TOP_PRODUCTS_MAX))),
    report: z.enum(REPORT_KINDS as [ReportKind, ...ReportKind[]]),
    format: z.enum(REPORT_EXPORT_FORMATS),
    sheets: z
      .array(
        z.strictObject({
          table: trimmedText(40),
          title: trimmedText(31),
          columns: z.array(z.strictObject({ key: trimmedText(40), label: trimmedText(80) })).check(z.minLength(1), z.maxLength(20)),
        }),
      )
      .check(z.minLength(1), z.maxLength(6)),
  })
  .check(rangeChecks, rangeLength);
/** A one-time URL the file downloads from (like /Order/Export); the client reads it with a progress bar. */
export const reportExportData = z.object({ url: z.string(), expiresAt: z.string() });

