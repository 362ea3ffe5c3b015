/**
 * Composite products (issue 16): `/Product/ListComposites`, `/Product/GetComponents` and `/Product/SetComponents`.
 * A save replaces the product's whole list of components, once per mutationId, against the version it was read at;
 * no component may contain the product at any depth, belong to another company, or be inactive.
 */
import { eq, sql } from 'drizzle-orm';
import { derivedPrices } from '../../../contract/composition-math';
import type { CompositeDetail } from '../../../contract/schemas/product-composition';
import type { FieldIssue } from '../../../contract/envelope';
import type { AuthUser } from '../../auth/auth-user';
import { requireCompany } from '../../auth/scope';
import { componentsContaining, recomputeDerivedPrices } from '../../catalogue/composition';
import { diffFields, recordProductChanges } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { productComponents, products } from '../../db/schema/catalogue';
import { CallError, notFound } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { companyProduct, companyProducts, compositeDetail, listComposites, storedComponents, type ComponentInput } from './composite-detail';

/** First key of the transaction advisory lock that serialises composition saves within a company (cycle check). */
const COMPOSITION_LOCK = 160_001;

export const listCompositesHandler: Handler<'/Product/ListComposites'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await listComposites(ctx.db, companyId, input.q) };
};

export const getComponentsHandler: Handler<'/Product/GetComponents'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  if (input.components) refuseProblems(listProblems(input.productId, input.components));
  return { data: await compositeDetail(ctx.db, companyId, input.productId, input.components) };
};

export const setComponentsHandler: Handler<'/Product/SetComponents'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  // The list's own problems (itself, twice) need no database: refused before anything is recorded.
  refuseProblems(listProblems(input.productId, input.components));
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/SetComponents', body }, (tx) =>
    setComponents(tx, user, companyId, body, now),
  );
  return result.applied ? { data: result.data, mensaje: 'Componentes guardados.' } : { data: result.data };
};

function issue(index: number, codigo: string, mensaje: string): FieldIssue {
  return { campo: `components.${index}.productId`, codigo, mensaje };
}

/** Problems a list has on its own: the product itself, or a component named twice. */
function listProblems(productId: number, components: readonly ComponentInput[]): FieldIssue[] {
  const seen = new Set<number>();
  const problems: FieldIssue[] = [];
  components.forEach((c, index) => {
    if (c.productId === productId) problems.push(issue(index, 'self', 'Un producto no puede ser componente de sí mismo.'));
    else if (seen.has(c.productId)) problems.push(issue(index, 'duplicate', 'Este componente ya está en la lista; cambia su cantidad.'));
    seen.add(c.productId);
  });
  return problems;
}

function refuseProblems(problems: FieldIssue[]): void {
  if (problems.length > 0) throw new CallError('VALIDATION', problems[0]!.mensaje, undefined, problems);
}

interface SetInput {
  productId: number;
  components: ComponentInput[];
  priceDerived: boolean;
  baseVersion: number;
}

export async function setComponents(tx: AppDb, user: AuthUser, companyId: number, input: SetInput, now: Date): Promise<CompositeDetail> {
  // One composition save per company at a time: two saves that each pass the cycle check alone (A into B, B into
  // A) cannot both commit. Saves are rare; the product's own row lock below also queues its editors.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${COMPOSITION_LOCK}, ${companyId})`);
  const product = await companyProduct(tx, companyId, input.productId, true);
  if (product.version !== input.baseVersion) {
    throw new CallError(
      'STALE_VERSION',
      `«${product.name}» cambió mientras lo editabas (ahora versión ${product.version}). Revisa sus componentes actuales; tu cambio no se aplicó.`,
      { current: await compositeDetail(tx, companyId, product.id) },
    );
  }
  refuseProblems(listProblems(product.id, input.components));
  const ids = input.components.map((c) => c.productId);
  const found = new Map((await companyProducts(tx, companyId, ids)).map((p) => [p.id, p]));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw notFound('El componente');
  refuseProblems(
    input.components.flatMap((c, index) => (found.get(c.productId)!.active ? [] : [issue(index, 'inactive', `«${found.get(c.productId)!.name}» está inactivo: actívalo o elige otro componente.`)])),
  );
  const cycles = new Set(await componentsContaining(tx, companyId, product.id, ids));
  refuseProblems(
    input.components.flatMap((c, index) =>
      cycles.has(c.productId) ? [issue(index, 'cycle', `«${found.get(c.productId)!.name}» ya contiene a «${product.name}»: un producto no puede contenerse a sí mismo.`)] : [],
    ),
  );

  const before = await storedComponents(tx, product.id);
  const composite = input.components.length > 0;
  const priceDerived = composite && input.priceDerived;
  const prices = priceDerived
    ? derivedPrices(input.components.map((c) => ({ priceCents: found.get(c.productId)!.priceCents, quantityMilli: c.quantityMilli })), product.taxRateBp)
    : { priceCents: product.priceCents, priceWithTaxCents: product.priceWithTaxCents };
  const changes = diffFields(
    { kind: product.kind, priceDerived: product.priceDerived, components: before, priceCents: product.priceCents, priceWithTaxCents: product.priceWithTaxCents },
    { kind: composite ? 'composite' : 'simple', priceDerived, components: input.components, ...prices },
  );
  if (Object.keys(changes).length === 0) return compositeDetail(tx, companyId, product.id);

  await tx.delete(productComponents).where(eq(productComponents.parentId, product.id));
  if (composite) {
    await tx.insert(productComponents).values(input.components.map((c, position) => ({ parentId: product.id, componentId: c.productId, companyId, quantityMilli: c.quantityMilli, position })));
  }
  await tx
    .update(products)
    .set({ kind: composite ? 'composite' : 'simple', priceDerived, ...prices, version: sql`${products.version} + 1`, updatedBy: user.id, updatedAt: now })
    .where(eq(products.id, product.id));
  await recordProductChanges(tx, [{ companyId, productId: product.id, userId: user.id, at: now, source: 'composite', changes }]);
  // Composites made of this one follow its new price (when theirs is derived).
  if (changes['priceCents'] || changes['priceWithTaxCents']) await recomputeDerivedPrices(tx, companyId, [product.id], { userId: user.id, at: now });
  return compositeDetail(tx, companyId, product.id);
}
