/**
 * The subscription API's payloads (spec §7 `proxy/v1`, issue 20, ADR 013). Spec §3 names `id` and `ApplicationId`;
 * the other fields are this project's (money in integer cents, rates in basis points, instants ISO 8601).
 */
import { z } from 'zod/mini';
import { centsSchema, idSchema, isoDateTimeSchema, mutationIdSchema, text, tokenSesionSchema, trimmedText } from '../fields';
import { OPTION_KINDS, SUBSCRIPTION_STATUSES, USER_GROUP_TYPES } from '../subscription-constants';

const optionalId = z.optional(idSchema);
/** A numeric id in a URL path or query string ("12"). */
const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, { message: 'Debe ser un número de identificador.' })),
  z.transform((value: string) => Number(value)),
).check(z.refine<number>((value) => value <= 2_147_483_647, { message: 'Debe ser un número de identificador.' }));
const description = z.optional(text(z.trim(), z.maxLength(500)));
const price = centsSchema.check(z.minimum(0), z.maximum(100_000_000));
const version = z.int().check(z.positive());

// ---- Path and query parameters --------------------------------------------------------------------------------
export const idPathParams = z.strictObject({ id: idParam });
export const applicationIdPathParams = z.strictObject({ ApplicationId: idParam });
/** Lists: SA names the company (`empresaId`); everyone else is held to their own. */
export const companyQuery = z.strictObject({ empresaId: z.optional(idParam) });
export const applicationFilterQuery = z.strictObject({ empresaId: z.optional(idParam), ApplicationId: z.optional(idParam) });

// ---- Applications ---------------------------------------------------------------------------------------------
export const applicationSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  version: z.int(),
  /** Plans of the application. */
  plans: z.int(),
  /** Customers subscribed now (status activa or cancelada still in their period). */
  subscribers: z.int(),
  /** Products enrolled in it. */
  products: z.int(),
  updatedAt: z.string(),
});
export const applicationCreateBody = z.strictObject({
  empresaId: optionalId,
  name: trimmedText(80),
  description,
  active: z.optional(z.boolean()),
});
export const applicationUpdateBody = z.strictObject({
  name: trimmedText(80),
  description,
  active: z.boolean(),
  /** The version the editor read; a stale one is refused (STALE_VERSION) and changes nothing. */
  version,
});

// ---- Plans ----------------------------------------------------------------------------------------------------
const userGroupTypes = z.array(z.enum(USER_GROUP_TYPES)).check(z.minLength(1), z.maxLength(USER_GROUP_TYPES.length));
export const planSchema = z.object({
  id: z.int(),
  ApplicationId: z.int(),
  applicationName: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.int(),
  periodMonths: z.int(),
  trialDays: z.int(),
  active: z.boolean(),
  version: z.int(),
  userGroupTypes: z.array(z.enum(USER_GROUP_TYPES)),
  /** Customers subscribed now. */
  subscribers: z.int(),
  /** The offer in force now, if one is. */
  currentOffer: z.nullable(z.object({ id: z.int(), name: z.string(), priceCents: z.int(), endsAt: z.string() })),
  updatedAt: z.string(),
});
const planFields = {
  name: trimmedText(80),
  description,
  priceCents: price,
  periodMonths: z.int().check(z.minimum(1), z.maximum(36)),
  trialDays: z.int().check(z.minimum(0), z.maximum(365)),
  userGroupTypes,
};
export const planCreateBody = z.strictObject({ ApplicationId: idSchema, ...planFields, active: z.optional(z.boolean()) });
export const planUpdateBody = z.strictObject({ ...planFields, active: z.boolean(), version });

// ---- User group type plans ------------------------------------------------------------------------------------
export const userGroupTypePlanSchema = z.object({
  id: z.int(),
  userGroupType: z.enum(USER_GROUP_TYPES),
  planId: z.int(),
  planName: z.string(),
  ApplicationId: z.int(),
});

// ---- Options (benefits) ---------------------------------------------------------------------------------------
export const optionSchema = z.object({
  id: z.int(),
  ApplicationId: z.int(),
  /** Null: every plan of the application gives it. */
  planId: z.nullable(z.int()),
  name: z.string(),
  kind: z.enum(OPTION_KINDS),
  /** 'descuento': basis points off enrolled products (1000 = 10 %). */
  discountBp: z.int(),
  /** 'envio_gratis': the order's products total from which shipping is free (0: always). */
  minOrderCents: z.int(),
  active: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
});
const optionFields = {
  planId: z.optional(z.nullable(idSchema)),
  name: trimmedText(80),
  kind: z.enum(OPTION_KINDS),
  discountBp: z.optional(z.int().check(z.minimum(0), z.maximum(10_000))),
  minOrderCents: z.optional(price),
};
/** A 'descuento' needs a discount above zero; the handler also checks `planId` belongs to the application. */
const discountGiven = z.refine<{ kind: string; discountBp?: number | undefined }>((value) => value.kind !== 'descuento' || (value.discountBp ?? 0) > 0, {
  message: 'Indica el porcentaje de descuento.',
  path: ['discountBp'],
});
export const optionCreateBody = z.strictObject({ ApplicationId: idSchema, ...optionFields, active: z.optional(z.boolean()) }).check(discountGiven);
export const optionUpdateBody = z.strictObject({ ...optionFields, active: z.boolean(), version }).check(discountGiven);

// ---- Offers ---------------------------------------------------------------------------------------------------
export const offerSchema = z.object({
  id: z.int(),
  planId: z.int(),
  planName: z.string(),
  ApplicationId: z.int(),
  name: z.string(),
  priceCents: z.int(),
  /** The plan's usual price, to show the saving. */
  planPriceCents: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Against the server's clock: not started, in force, or over. */
  state: z.enum(['programada', 'vigente', 'terminada']),
});
export const offerCreateBody = z.strictObject({
  planId: idSchema,
  name: trimmedText(80),
  priceCents: price,
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
});
export const offerListQuery = z.strictObject({ empresaId: z.optional(idParam), ApplicationId: z.optional(idParam), planId: z.optional(idParam) });

// ---- Prime products -------------------------------------------------------------------------------------------
export const PRIME_PRODUCTS_MAX_PER_REQUEST = 500;
export const primeProductSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  brand: z.nullable(z.string()),
  priceCents: z.int(),
  active: z.boolean(),
  enrolledAt: z.string(),
});
const productIds = z.array(idSchema).check(z.minLength(1), z.maxLength(PRIME_PRODUCTS_MAX_PER_REQUEST));
export const primeProductsAddBody = z.strictObject({ ApplicationId: idSchema, productIds });
/** `DELETE product/prime/{ApplicationId}`'s body (spec §7: "with a body"). */
export const primeProductsRemoveBody = z.strictObject({ productIds });
export const primeProductsAddedSchema = z.object({
  ApplicationId: z.int(),
  /** Newly enrolled. */
  added: z.int(),
  /** Already enrolled before (nothing changed for them). */
  alreadyEnrolled: z.int(),
});

// ---- Customers' subscriptions (middleware calls for the customer page) ----------------------------------------
export const customerSubscriptionSchema = z.object({
  id: z.int(),
  ApplicationId: z.int(),
  applicationName: z.string(),
  planId: z.int(),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: z.string(),
  trialEndsAt: z.nullable(z.string()),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelledAt: z.nullable(z.string()),
  version: z.int(),
  periods: z.array(
    z.object({ kind: z.enum(['prueba', 'alta', 'renovacion']), periodStart: z.string(), periodEnd: z.string(), amountCents: z.int() }),
  ),
});
/** A plan the customer may take now (active plan of an active application), with the offer in force. */
export const availablePlanSchema = z.object({
  planId: z.int(),
  planName: z.string(),
  ApplicationId: z.int(),
  applicationName: z.string(),
  priceCents: z.int(),
  periodMonths: z.int(),
  trialDays: z.int(),
  offer: z.nullable(z.object({ id: z.int(), name: z.string(), priceCents: z.int(), endsAt: z.string() })),
});
export const customerSubscriptionsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, customerId: idSchema });
export const customerSubscriptionsData = z.object({ subscriptions: z.array(customerSubscriptionSchema), availablePlans: z.array(availablePlanSchema) });
/** Subscribes a customer to a plan (trial first when the plan has one; the offer in force prices the first period). */
export const customerSubscribeRequest = z.strictObject({ tokenSesion: tokenSesionSchema, customerId: idSchema, planId: idSchema, mutationId: mutationIdSchema });
/** Cancels at the end of the period already paid (benefits last until then; no renewal). */
export const customerCancelSubscriptionRequest = z.strictObject({ tokenSesion: tokenSesionSchema, subscriptionId: idSchema, version: z.int().check(z.positive()) });
export const customerSubscriptionData = customerSubscriptionSchema;

export type AvailablePlan = z.infer<typeof availablePlanSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type Plan = z.infer<typeof planSchema>;
export type SubscriptionOption = z.infer<typeof optionSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type UserGroupTypePlan = z.infer<typeof userGroupTypePlanSchema>;
export type PrimeProduct = z.infer<typeof primeProductSchema>;
export type CustomerSubscription = z.infer<typeof customerSubscriptionSchema>;
