/**
 * `/Picking/FindProducts`: the substitute sheet's online search beyond the candidates `/Picking/Get` preloads (the
 * first CANDIDATES_PER_CATEGORY of each category): any active product of the order's company, by an exact barcode,
 * a GS1 variable-measure label's item code (contract/gs1.ts, read as the phone reads scans: scan-match.ts), or a
 * name/SKU containing the text. The order is checked exactly as `/Picking/Get` checks it (readableOrder). Products the
 * order's store switched off or marked out of stock today (Mi menú) are left out, as from the candidates.
 */
import { and, asc, eq, ilike, inArray, not, or, sql } from 'drizzle-orm';
import { parseGs1Measure } from '../../../contract/gs1';
import { FIND_PRODUCTS_MAX, type PickingProduct } from '../../../contract/schemas/picking';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { productBarcodes, products } from '../../db/schema/catalogue';
import { orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { readableOrder } from '../../orders/order-lock';
import { escapeLike } from '../../orders/order-filters';
import { sessionUser, type Handler } from '../types';
import { storeWithholdsSql } from '../../organisation/store-offer';
import { companyDay, pickingProductColumns } from './picking-rows';

export interface FindProductsInput {
  orderId: number;
  q: string;
  categoryId?: number | undefined;
}

export interface FoundProducts {
  products: PickingProduct[];
  /** Of `products`, those the text named by a barcode or a label's item code (the picker holds one in hand). */
  codeMatchIds: number[];
}

/** The same code as stored: scanners drop or add the leading zero between UPC-A (12 digits) and EAN-13. */
export function codeVariants(code: string): string[] {
  if (!/^\d+$/.test(code)) return [code];
  if (code.length === 12) return [code, `0${code}`];
  if (code.length === 13 && code.startsWith('0')) return [code, code.slice(1)];
  return [code];
}

async function orderPlace(db: AppDb, user: AuthUser, orderId: number, now: Date) {
  const [row] = await db
    .select({
      companyId: orders.companyId,
      warehouseId: orders.warehouseId,
      storeId: orders.storeId,
      day: sql<string>`${companyDay(sql`${now.toISOString()}`)}::text`,
      weight: companies.gs1WeightPrefixes,
      price: companies.gs1PricePrefixes,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.id, orderId));
  return readableOrder(user, row);
}

/** Products of the company whose barcode is the code, or else (a variable-measure label) whose item code it carries. */
async function productsByCode(db: AppDb, companyId: number, code: string, prefixes: { weight: string[]; price: string[] }): Promise<number[]> {
  const exact = await db
    .selectDistinct({ id: productBarcodes.productId })
    .from(productBarcodes)
    .where(and(eq(productBarcodes.companyId, companyId), inArray(productBarcodes.barcode, codeVariants(code))));
  if (exact.length > 0) return exact.map((row) => row.id);
  const measure = parseGs1Measure(code, prefixes);
  // A misread label (bad check digit) names nothing, as on the phone.
  if (!measure || measure.kind === 'bad_check_digit') return [];
  const byItem = await db
    .selectDistinct({ id: productBarcodes.productId })
    .from(productBarcodes)
    .where(
      and(
        eq(productBarcodes.companyId, companyId),
        // variableItemCode: a registered code of any prefix 20–29 whose digits 3–7 are the item code.
        sql`${productBarcodes.barcode} ~ '^2[0-9]{12}$'`,
        sql`substr(${productBarcodes.barcode}, 3, 5) = ${measure.itemCode}`,
      ),
    );
  return byItem.map((row) => row.id);
}

export async function findPickingProducts(db: AppDb, user: AuthUser, input: FindProductsInput, now: Date): Promise<FoundProducts> {
  const order = await orderPlace(db, user, input.orderId, now);
  const q = input.q.trim();
  const codeIds = await productsByCode(db, order.companyId, q, { weight: order.weight, price: order.price });
  // Contains, case-insensitive, on the lower(...) expressions the pg_trgm indexes are built on (as /Product/List).
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const byText = or(ilike(sql`lower(${products.name})`, pattern), ilike(sql`lower(${products.sku})`, pattern));
  const byCode = codeIds.length > 0 ? inArray(products.id, codeIds) : undefined;
  const rank = [
    // What the picker holds in hand first, then the line's category, then the rest by name.
    ...(byCode ? [sql`CASE WHEN ${byCode} THEN 0 ELSE 1 END`] : []),
    ...(input.categoryId !== undefined ? [sql`CASE WHEN ${products.categoryId} = ${input.categoryId} THEN 0 ELSE 1 END`] : []),
    asc(products.name),
    asc(products.id),
  ];
  const rows = await db
    .select(pickingProductColumns)
    .from(products)
    .where(
      and(
        eq(products.companyId, order.companyId),
        eq(products.active, true),
        byCode ? or(byCode, byText) : byText,
        not(storeWithholdsSql(sql`${order.storeId}::int`, products.id, sql`${order.day}::date`)),
      ),
    )
    .orderBy(...rank)
    .limit(FIND_PRODUCTS_MAX);
  const found = new Set(codeIds);
  return { products: rows, codeMatchIds: rows.filter((row) => found.has(row.id)).map((row) => row.id) };
}

export const pickingFindProductsHandler: Handler<'/Picking/FindProducts'> = async (input, ctx) => {
  return { data: await findPickingProducts(ctx.db, sessionUser(ctx), input, ctx.now()) };
};
