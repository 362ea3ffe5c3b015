/**
 * `GET product/application/{id}`, `POST product/prime`, `DELETE product/prime/{ApplicationId}` (spec §7): the
 * products enrolled in an application ("prime products"), whose 'descuento' options apply to them. Only products of
 * the application's company may be enrolled; enrolling one twice changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { brands, products } from '../../db/schema/catalogue';
import { subscriptionProducts } from '../../db/schema/subscriptions';
import { CallError } from '../../errors/call-error';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { isoSql, loadApplication } from './subscription-records';

const sp = subscriptionProducts;

export const listPrimeProductsHandler: RestHandler<'GET product/application/{id}'> = async (input, ctx) => {
  const application = await loadApplication(ctx.db, sessionUser(ctx), input.params.id);
  const rows = await ctx.db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      brand: brands.name,
      // The shelf price (with IVA), as the catalogue shows it.
      priceCents: products.priceWithTaxCents,
      active: products.active,
      enrolledAt: isoSql(sp.createdAt),
    })
    .from(sp)
    .innerJoin(products, eq(products.id, sp.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(sp.applicationId, application.id))
    .orderBy(sql`lower(${products.name})`, products.id);
  return rows.map((row) => ({ ...row, priceCents: Number(row.priceCents) }));
};

export const addPrimeProductsHandler: RestHandler<'POST product/prime'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const productIds = [...new Set(input.body.productIds)];
  return ctx.db.transaction(async (tx) => {
    const application = await loadApplication(tx, user, input.body.ApplicationId);
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, application.companyId), inArray(products.id, productIds)));
    const known = new Set(found.map((row) => row.id));
    const missing = productIds.filter((id) => !known.has(id));
    if (missing.length > 0) {
      throw new CallError('NOT_FOUND', `${missing.length === 1 ? 'Un producto elegido no existe' : `${missing.length} productos elegidos no existen`} o no son de la empresa de esta aplicación. No se inscribió ninguno.`, {
        productIds: missing,
      });
    }
    const now = ctx.now();
    const added = await tx
      .insert(sp)
      .values(productIds.map((productId) => ({ applicationId: application.id, productId, companyId: application.companyId, createdBy: user.id, createdAt: now })))
      .onConflictDoNothing()
      .returning({ productId: sp.productId });
    return { ApplicationId: application.id, added: added.length, alreadyEnrolled: productIds.length - added.length };
  });
};

export const removePrimeProductsHandler: RestHandler<'DELETE product/prime/{ApplicationId}'> = async (input, ctx) => {
  const application = await loadApplication(ctx.db, sessionUser(ctx), input.params.ApplicationId);
  // Ids not enrolled are passed over: the products end up not enrolled either way.
  await ctx.db.delete(sp).where(and(eq(sp.applicationId, application.id), inArray(sp.productId, input.body.productIds)));
};
