/**
 * Customers (`/clientes`, `/cliente/:id`; screen 'clientes', read-only for 'easycreditos'): search, contact data,
 * delivery addresses with coordinates (at most one default), the customer's orders and the audit trail.
 */
import { z } from 'zod/mini';
import { idSchema, emailSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema, trimmedText } from '../fields';
import { ADDRESS_MAX, latitudeSchema, longitudeSchema } from './address';
import { orderSummarySchema } from './orders';
import { recordHistoryShape } from './record-changes';

export const CUSTOMER_NAME_MAX = 120;
export const CUSTOMER_SEARCH_MAX = 100;
export const CUSTOMER_PAGE_MAX = 100;
export const CUSTOMER_ORDERS_PAGE_MAX = 100;
export const ADDRESS_LABEL_MAX = 40;
export const CITY_MAX = 80;

/** Phones are kept as digits with an optional leading +; spaces, dashes, dots and brackets typed are dropped. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}
export const phoneSchema = z.pipe(z.pipe(text(z.trim(), z.maxLength(40)), z.transform(normalizePhone)), z.string().check(z.regex(PHONE_PATTERN)));

/** An identity document (cédula, RUC, passport): letters, digits and dashes, 5 to 20 of them. */
export const DOCUMENT_PATTERN = /^[A-Za-z0-9-]{5,20}$/;
export const documentSchema = z.pipe(text(z.trim(), z.maxLength(40)), z.string().check(z.regex(DOCUMENT_PATTERN)));

export const customerRowSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  orderCount: z.int(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/**
 * `/Customer/List`: one company (SA: the one it names, or every company), searched by name, email, phone or document
 * (contains; an exact email, phone or document first), by name after that, in keyset pages.
 */
export const customerListRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  q: z.optional(text(z.trim(), z.maxLength(CUSTOMER_SEARCH_MAX))),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(CUSTOMER_PAGE_MAX))),
  /** Opaque keyset cursor from the previous page's `nextCursor`. */
  cursor: z.optional(text(z.maxLength(500))),
});
export const customerListData = z.object({ rows: z.array(customerRowSchema), nextCursor: z.nullable(z.string()) });

export const customerAddressSchema = z.object({
  id: z.int(),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

export const customerDetailSchema = z.object({
  id: z.int(),
  companyId: z.int(),
  companyName: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderCount: z.int(),
  lastOrder: z.nullable(z.object({ id: z.int(), number: z.string(), createdAt: z.string() })),
  addresses: z.array(customerAddressSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const customerRef = { tokenSesion: tokenSesionSchema, ...scopeShape, customerId: idSchema };

export const customerGetRequest = z.strictObject(customerRef);
export const customerGetData = z.object({ customer: customerDetailSchema });

/** `/Customer/Orders`: the customer's orders, newest first, in keyset pages (the order list's summaries). */
export const customerOrdersRequest = z.strictObject({
  ...customerRef,
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(CUSTOMER_ORDERS_PAGE_MAX))),
  cursor: z.optional(text(z.maxLength(500))),
});
export const customerOrdersData = z.object({ rows: z.array(orderSummarySchema), nextCursor: z.nullable(z.string()) });

/**
 * `/Customer/Save`: creates a customer (no `customerId`) or changes one's contact data against `baseVersion`.
 * Email, phone and document are optional (null).
 */
export const customerSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  customerId: z.optional(idSchema),
  baseVersion: z.optional(z.int().check(z.minimum(1))),
  /** `nombre` as in the other forms' requests (users, brands). */
  nombre: trimmedText(CUSTOMER_NAME_MAX),
  email: z.nullable(emailSchema),
  phone: z.nullable(phoneSchema),
  documentId: z.nullable(documentSchema),
  mutationId: mutationIdSchema,
});
export type CustomerSaveInput = z.output<typeof customerSaveRequest>;
export const customerSaveData = z.object({ customer: customerDetailSchema, created: z.boolean() });

/** `/Customer/SaveAddress`: adds an address (no `addressId`) or changes one; coordinates both or neither. */
export const customerSaveAddressRequest = z.strictObject({
  ...customerRef,
  addressId: z.optional(idSchema),
  label: text(z.trim(), z.maxLength(ADDRESS_LABEL_MAX)),
  address: trimmedText(ADDRESS_MAX),
  city: trimmedText(CITY_MAX),
  lat: z.nullable(latitudeSchema),
  lng: z.nullable(longitudeSchema),
  /** Make it the default address (the previous default stops being it). */
  makeDefault: z.optional(z.boolean()),
  mutationId: mutationIdSchema,
});
export type CustomerSaveAddressInput = z.output<typeof customerSaveAddressRequest>;

export const customerAddressRefRequest = z.strictObject({ ...customerRef, addressId: idSchema, mutationId: mutationIdSchema });
/** Every address change answers the customer as it now is. */
export const customerChangeData = z.object({ customer: customerDetailSchema });

export const customerHistoryRequest = z.strictObject({ ...customerRef, ...recordHistoryShape });
