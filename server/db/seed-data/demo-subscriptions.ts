/**
 * Subscriptions' demo rows (docs/subscriptions.md): Mercado Andino's "Canasta Prime" with a monthly plan (15-day
 * trial) and an annual one on a launch offer for the next 30 days, free shipping from $20.00 and 5 % off a dozen
 * enrolled products, and two customers subscribed — one in their trial, one on the annual plan — with their period
 * rows. Skipped when the company already has the application, so running it again adds nothing.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../client';
import { products } from '../schema/catalogue';
import { customers } from '../schema/customers';
import {
  customerSubscriptionPeriods,
  customerSubscriptions,
  subscriptionApplications,
  subscriptionOffers,
  subscriptionOptions,
  subscriptionPlans,
  subscriptionProducts,
  userGroupTypePlans,
} from '../schema/subscriptions';

const DAY = 86_400_000;
const APPLICATION = 'Canasta Prime';
/** Everyday products the programme discounts (names of the demo catalogue). */
const PRIME_PRODUCTS = [
  'Leche entera funda 1 L',
  'Leche deslactosada 1 L',
  'Yogur natural 1 L',
  'Queso fresco',
  'Huevos blancos x30',
  'Mantequilla con sal 250 g',
  'Arroz blanco 2 kg',
  'Azúcar blanca 2 kg',
  'Aceite de girasol 1 L',
  'Fideo spaghetti 500 g',
  'Avena en hojuelas 500 g',
  'Café molido 250 g',
];

/** `date` plus whole calendar months, in UTC. */
function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export async function seedDemoSubscriptions(tx: AppDb, companyId: number, userId: number | null, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: subscriptionApplications.id })
    .from(subscriptionApplications)
    .where(and(eq(subscriptionApplications.companyId, companyId), sql`lower(${subscriptionApplications.name}) = lower(${APPLICATION})`));
  if (existing) return;
  const stamp = { updatedBy: userId, createdAt: new Date(now.getTime() - 60 * DAY), updatedAt: new Date(now.getTime() - 60 * DAY) };

  const [application] = await tx
    .insert(subscriptionApplications)
    .values({ companyId, name: APPLICATION, description: 'Envío gratis y descuentos en productos de todos los días para clientes frecuentes.', ...stamp })
    .returning({ id: subscriptionApplications.id });
  const applicationId = application!.id;
  const [monthly, annual] = await tx
    .insert(subscriptionPlans)
    .values([
      { companyId, applicationId, name: 'Prime Mensual', description: 'Se paga cada mes; los primeros 15 días son gratis.', priceCents: 499, periodMonths: 1, trialDays: 15, ...stamp },
      { companyId, applicationId, name: 'Prime Anual', description: 'Un pago al año: dos meses gratis frente al mensual.', priceCents: 4999, periodMonths: 12, trialDays: 0, ...stamp },
    ])
    .returning({ id: subscriptionPlans.id });
  await tx.insert(userGroupTypePlans).values([
    { companyId, planId: monthly!.id, groupType: 'cliente' },
    { companyId, planId: annual!.id, groupType: 'cliente' },
    { companyId, planId: annual!.id, groupType: 'empleado' },
  ]);
  await tx.insert(subscriptionOptions).values([
    { companyId, applicationId, planId: null, name: 'Envío gratis', kind: 'envio_gratis', discountBp: 0, minOrderCents: 2000, ...stamp },
    { companyId, applicationId, planId: null, name: '5 % en productos Prime', kind: 'descuento', discountBp: 500, minOrderCents: 0, ...stamp },
  ]);
  await tx.insert(subscriptionOffers).values({
    companyId,
    planId: annual!.id,
    name: 'Lanzamiento Prime Anual',
    priceCents: 3999,
    startsAt: new Date(now.getTime() - DAY),
    endsAt: new Date(now.getTime() + 30 * DAY),
    createdBy: userId,
    createdAt: new Date(now.getTime() - DAY),
  });

  const enrolled = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.name, PRIME_PRODUCTS)));
  if (enrolled.length > 0) {
    await tx
      .insert(subscriptionProducts)
      .values(enrolled.map((product) => ({ applicationId, productId: product.id, companyId, createdBy: userId, createdAt: stamp.createdAt })))
      .onConflictDoNothing();
  }

  // The company's first two customers: one five days into the monthly plan's trial, one on the annual plan since 40 days ago.
  const [trialCustomer, annualCustomer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.companyId, companyId)).orderBy(asc(customers.id)).limit(2);
  if (!trialCustomer || !annualCustomer) return;
  const trialStart = new Date(now.getTime() - 5 * DAY);
  const trialEnd = new Date(trialStart.getTime() + 15 * DAY);
  const annualStart = new Date(now.getTime() - 40 * DAY);
  const annualEnd = addMonths(annualStart, 12);
  const [trial, yearly] = await tx
    .insert(customerSubscriptions)
    .values([
      { companyId, customerId: trialCustomer.id, applicationId, planId: monthly!.id, status: 'activa', startedAt: trialStart, trialEndsAt: trialEnd, currentPeriodStart: trialStart, currentPeriodEnd: trialEnd, createdBy: userId, createdAt: trialStart, updatedAt: trialStart },
      { companyId, customerId: annualCustomer.id, applicationId, planId: annual!.id, status: 'activa', startedAt: annualStart, trialEndsAt: null, currentPeriodStart: annualStart, currentPeriodEnd: annualEnd, createdBy: userId, createdAt: annualStart, updatedAt: annualStart },
    ])
    .returning({ id: customerSubscriptions.id });
  await tx.insert(customerSubscriptionPeriods).values([
    { subscriptionId: trial!.id, companyId, kind: 'prueba', periodStart: trialStart, periodEnd: trialEnd, amountCents: 0, createdAt: trialStart },
    { subscriptionId: yearly!.id, companyId, kind: 'alta', periodStart: annualStart, periodEnd: annualEnd, amountCents: 4999, createdAt: annualStart },
  ]);
}
