/**
 * `/Product/Save`: creates a product (no `productId`) or updates one against the version the form read. The form's
 * field rules (contract productFormProblems) run again here, then what only the server knows: the SKU and every
 * barcode free in the company, the brand and categories the company's. Prices are stored by THE rule
 * (productPrices), stock counts go through the ledger, and every change is audited in the same transaction. A price
 * change re-derives the composites built from the product; a composite whose price is derived keeps it (only its IVA
 * rate is the form's).
 */
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { priceWithTax, productPrices } from '../../../contract/catalogue-prices';
import { productFormProblems, type ProductDetail, type ProductSaveInput } from '../../../contract/schemas/product-detail';
import type { FieldIssue } from '../../../contract/envelope';
import type { AuthUser } from '../../auth/auth-user';
import { recomputeDerivedPrices, recomputeOne } from '../../catalogue/composition';
import { diffFields, recordProductChanges } from '../../catalogue/product-changes';
import { setStock } from '../../catalogue/stock-ledger';
import type { AppDb } from '../../db/client';
import { brands, categories, productBarcodes, productCategories, products } from '../../db/schema/catalogue';
import { warehouses } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { loadProductDetail } from './product-detail-read';

function refuse(issues: FieldIssue[], detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', issues[0]?.mensaje ?? 'Revisa los datos marcados.', detalle, issues);
}

/** The audited form fields of a product (names rather than ids, so the history reads on its own). */
type Audited = Pick<ProductDetail, 'sku' | 'name' | 'description' | 'saleUnit' | 'taxRateBp' | 'priceCents' | 'priceWithTaxCents' | 'active' | 'barcodes'>;

function snapshot(p: Audited, brandName: string | null, categoryNames: string[]): Record<string, unknown> {
  return {
    sku: p.sku,
    name: p.name,
    description: p.description,
    brand: brandName,
    categories: categoryNames,
    saleUnit: p.saleUnit,
    taxRateBp: p.taxRateBp,
    priceCents: p.priceCents,
    priceWithTaxCents: p.priceWithTaxCents,
    active: p.active,
    barcodes: [...p.barcodes].toSorted(),
  };
}

async function checkReferences(tx: AppDb, companyId: number, input: ProductSaveInput): Promise<{ brandName: string | null; categoryNames: Map<number, string> }> {
  let brandName: string | null = null;
  if (input.brandId !== null) {
    const [brand] = await tx.select({ name: brands.name }).from(brands).where(and(eq(brands.id, input.brandId), eq(brands.companyId, companyId)));
    if (!brand) throw notFound('La marca');
    brandName = brand.name;
  }
  const categoryNames = new Map<number, string>();
  if (input.categoryIds.length > 0) {
    const rows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(inArray(categories.id, input.categoryIds), eq(categories.companyId, companyId)));
    for (const row of rows) categoryNames.set(row.id, row.name);
    if (input.categoryIds.some((id) => !categoryNames.has(id))) throw notFound('La categoría');
  }
  return { brandName, categoryNames };
}

/** SKU and barcodes nobody else in the company has (the message names the product that has it). */
async function checkUnique(tx: AppDb, companyId: number, productId: number | null, sku: string, barcodes: string[]): Promise<void> {
  const others = productId === null ? sql`true` : ne(products.id, productId);
  const [taken] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.sku, sku), others));
  const issues: FieldIssue[] = [];
  const owners: Record<string, { productId: number; productName: string }> = {};
  if (taken) {
    issues.push({ campo: 'sku', codigo: 'sku_taken', mensaje: `El SKU «${sku}» ya lo tiene el producto «${taken.name}».` });
    owners['sku'] = { productId: taken.id, productName: taken.name };
  }
  if (barcodes.length > 0) {
    const rows = await tx
      .select({ barcode: productBarcodes.barcode, id: products.id, name: products.name })
      .from(productBarcodes)
      .innerJoin(products, eq(products.id, productBarcodes.productId))
      .where(and(eq(productBarcodes.companyId, companyId), inArray(productBarcodes.barcode, barcodes), productId === null ? sql`true` : ne(productBarcodes.productId, productId)));
    for (const row of rows) {
      const index = barcodes.indexOf(row.barcode);
      issues.push({ campo: `barcodes.${index}`, codigo: 'barcode_taken', mensaje: `El código «${row.barcode}» ya lo tiene el producto «${row.name}».` });
      owners[`barcodes.${index}`] = { productId: row.id, productName: row.name };
    }
  }
  if (issues.length > 0) throw refuse(issues, { owners });
}

/** The current product for a stale save's `detalle`: the other person's change is shown, nothing is overwritten. */
async function staleError(tx: AppDb, companyId: number, productId: number, baseVersion: number): Promise<CallError> {
  const current = await loadProductDetail(tx, companyId, productId);
  const who = current.updatedByName ?? 'otra persona';
  return new CallError(
    'STALE_VERSION',
    `${who} cambió este producto mientras lo editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`,
    { current, changedBy: current.updatedByName },
  );
}

async function syncCategories(tx: AppDb, companyId: number, productId: number, categoryIds: number[]): Promise<void> {
  await tx
    .delete(productCategories)
    .where(and(eq(productCategories.productId, productId), categoryIds.length > 0 ? notInArray(productCategories.categoryId, categoryIds) : sql`true`));
  for (const categoryId of categoryIds) {
    // A new listing goes last in its category's display order.
    await tx
      .insert(productCategories)
      .values({
        productId,
        categoryId,
        companyId,
        displayOrder: sql`(SELECT coalesce(max(${productCategories.displayOrder}), 0) + 1 FROM ${productCategories} WHERE ${productCategories.categoryId} = ${categoryId})`,
      })
      .onConflictDoNothing();
  }
}

async function syncBarcodes(tx: AppDb, companyId: number, productId: number, barcodes: string[]): Promise<void> {
  await tx.delete(productBarcodes).where(and(eq(productBarcodes.productId, productId), barcodes.length > 0 ? notInArray(productBarcodes.barcode, barcodes) : sql`true`));
  if (barcodes.length > 0) await tx.insert(productBarcodes).values(barcodes.map((barcode) => ({ productId, companyId, barcode }))).onConflictDoNothing();
}

/** Counts the stock the form changed; `{ "stock:<warehouse>": [before, after] }` for the audit. */
async function countStock(tx: AppDb, user: AuthUser, companyId: number, productId: number, rows: NonNullable<ProductSaveInput['stock']>): Promise<Record<string, [unknown, unknown]>> {
  const changes: Record<string, [unknown, unknown]> = {};
  if (rows.length === 0) return changes;
  const ids = rows.map((r) => r.warehouseId);
  const names = new Map(
    (await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(and(inArray(warehouses.id, ids), eq(warehouses.companyId, companyId)))).map((w) => [w.id, w.name]),
  );
  for (const row of rows) {
    const name = names.get(row.warehouseId);
    if (name === undefined) throw notFound('La bodega');
    const before = await setStock(tx, { companyId, productId, warehouseId: row.warehouseId, quantityMilli: row.quantityMilli, reason: 'counted', note: 'Ficha del producto', userId: user.id });
    if (before !== row.quantityMilli) changes[`stock:${name}`] = [before, row.quantityMilli];
  }
  return changes;
}

/**
 * For a composite whose price is derived from its components: the prices it keeps at the form's IVA rate, or a
 * refusal when the form changed either price (that price belongs to the composite editor).
 */
function derivedCompositePrices(current: ProductDetail, input: ProductSaveInput): { priceCents: number; priceWithTaxCents: number } {
  const kept = { priceCents: current.priceCents, priceWithTaxCents: priceWithTax(current.priceCents, input.taxRateBp) };
  // The shelf price counts as unchanged when it is the stored one or the stored price at the new rate.
  const netChanged = input.priceCents !== undefined && input.priceCents !== kept.priceCents;
  const grossChanged = input.priceWithTaxCents !== undefined && input.priceWithTaxCents !== kept.priceWithTaxCents && input.priceWithTaxCents !== current.priceWithTaxCents;
  if (netChanged || grossChanged) {
    throw refuse([
      {
        campo: netChanged ? 'priceCents' : 'priceWithTaxCents',
        codigo: 'price_derived',
        mensaje: 'El precio de este compuesto se calcula con sus componentes; cámbialo en Productos compuestos.',
      },
    ]);
  }
  return kept;
}

const PRICE_FIELDS = ['priceCents', 'priceWithTaxCents', 'taxRateBp'];

export async function saveProduct(tx: AppDb, user: AuthUser, companyId: number, input: ProductSaveInput, now: Date): Promise<{ product: ProductDetail; created: boolean }> {
  const problems = productFormProblems(input);
  if (problems.length > 0) throw refuse(problems);
  const sku = input.sku.trim();
  const barcodes = input.barcodes.map((code) => code.trim());
  const categoryIds = [...new Set(input.categoryIds)];
  let prices = productPrices(input.priceCents !== undefined ? { priceCents: input.priceCents } : { priceWithTaxCents: input.priceWithTaxCents ?? 0 }, input.taxRateBp);

  let before: Record<string, unknown> = {};
  let productId: number;
  let derived = false;
  if (input.productId !== undefined) {
    // Locked before anything is read, so the version check and the derived-price check see the row as it stays.
    const [locked] = await tx
      .select({ id: products.id, version: products.version })
      .from(products)
      .where(and(eq(products.id, input.productId), eq(products.companyId, companyId)))
      .for('update');
    if (!locked) throw notFound('El producto');
    if (input.baseVersion === undefined) throw refuse([{ campo: 'baseVersion', codigo: 'required', mensaje: 'Falta la versión del producto que editabas.' }]);
    if (locked.version !== input.baseVersion) throw await staleError(tx, companyId, locked.id, input.baseVersion);
    productId = locked.id;
    const current = await loadProductDetail(tx, companyId, productId);
    derived = current.kind === 'composite' && current.priceDerived;
    if (derived) prices = derivedCompositePrices(current, input);
    const names = current.categoryIds.length > 0 ? await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, current.categoryIds)) : [];
    const byId = new Map(names.map((n) => [n.id, n.name]));
    before = snapshot(current, current.brandName, current.categoryIds.map((id) => byId.get(id) ?? String(id)));
  }
  const fields = {
    sku,
    name: input.name.trim(),
    description: input.description.trim(),
    brandId: input.brandId,
    categoryId: categoryIds[0] ?? null,
    saleUnit: input.saleUnit,
    taxRateBp: input.taxRateBp,
    ...prices,
    active: input.active,
    updatedBy: user.id,
    updatedAt: now,
  };

  const refs = await checkReferences(tx, companyId, { ...input, categoryIds });
  await checkUnique(tx, companyId, input.productId ?? null, sku, barcodes);

  const after = snapshot({ ...fields, barcodes }, refs.brandName, categoryIds.map((id) => refs.categoryNames.get(id) ?? String(id)));
  const fieldChanges = diffFields(before, after);
  let created = false;
  if (input.productId === undefined) {
    const [row] = await tx
      .insert(products)
      .values({
        companyId,
        ...fields,
        kind: 'simple',
        displayOrder: sql`(SELECT coalesce(max(${products.displayOrder}), 0) + 1 FROM ${products} WHERE ${products.companyId} = ${companyId})`,
        createdAt: now,
      })
      .returning({ id: products.id });
    productId = row!.id;
    created = true;
  } else {
    productId = input.productId;
    // A save that changes no field keeps the version, so it does not make another person's open form stale.
    if (Object.keys(fieldChanges).length > 0) await tx.update(products).set({ ...fields, version: sql`${products.version} + 1` }).where(eq(products.id, productId));
  }
  await syncCategories(tx, companyId, productId, categoryIds);
  await syncBarcodes(tx, companyId, productId, barcodes);
  const stockChanges = await countStock(tx, user, companyId, productId, input.stock ?? []);

  const changes = { ...(created ? { created: [null, true] as [unknown, unknown] } : {}), ...fieldChanges, ...stockChanges };
  await recordProductChanges(tx, [{ companyId, productId, userId: user.id, at: now, source: 'form', changes }]);
  if (!created && PRICE_FIELDS.some((field) => field in fieldChanges)) {
    const by = { userId: user.id, at: now };
    // A derived composite's new IVA rate: its prices follow its components again (recorded as the composite's).
    if (derived) await recomputeOne(tx, companyId, productId, by);
    // Every composite with a derived price built from this product, at any depth, in this same transaction.
    await recomputeDerivedPrices(tx, companyId, [productId], by);
  }
  return { product: await loadProductDetail(tx, companyId, productId), created };
}
