/**
 * Composed push notifications (`/notificaciones`, SA; issue 19 §3; docs/push-messages.md): a title, a body, an
 * optional content image and the app route a click opens, sent now or at `sendAt` to an audience of one company's
 * staff (roles, a store's staff, a warehouse's staff). Every call acts on one company (SA names it in `empresaId`).
 * Sending itself is server/push/ (the device side is contract/schemas/push.ts).
 */
import { z } from 'zod/mini';
import { ROUTE_SCREENS } from '../screens';
import { idSchema, isoDateTimeSchema, mutationIdSchema, text, tokenSesionSchema, trimmedText } from '../fields';

export const PUSH_TITLE_MAX = 80;
export const PUSH_BODY_MAX = 300;
export const PUSH_ROUTE_MAX = 200;
/** Most messages one list answers (newest first). */
export const PUSH_LIST_MAX = 200;
/** Most delivery attempts one message's page shows. */
export const PUSH_DELIVERIES_MAX = 2000;
/** How far ahead a message may be scheduled. */
export const PUSH_SCHEDULE_MAX_DAYS = 365;

/** The roles an audience may name: every staff role of a company (SA has no company; customers do not use the app). */
export const PUSH_AUDIENCE_ROLES = ['AD', 'SG', 'GE', 'SU', 'CA', 'CC', 'PS', 'PK', 'DE'] as const;
export type PushAudienceRole = (typeof PUSH_AUDIENCE_ROLES)[number];

/** 'scheduled' waits for `sendAt`; 'sending' is being delivered; 'sent' is done; 'cancelled' was stopped before. */
export const PUSH_MESSAGE_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type PushMessageStatus = (typeof PUSH_MESSAGE_STATUSES)[number];

/** One delivery attempt's outcome: 'expired' is a 404/410 answer (the device's subscription was removed). */
export const PUSH_OUTCOMES = ['sent', 'expired', 'failed'] as const;
export type PushOutcome = (typeof PUSH_OUTCOMES)[number];

/** The refusals' `detalle.reason` / field `codigo` of these calls. */
export const PUSH_MESSAGE_REFUSALS = ['route_unknown', 'send_at_past', 'send_at_far', 'audience_store', 'audience_warehouse', 'not_scheduled'] as const;

const ROUTE_SEGMENT = '[A-Za-z0-9_-]+';
const ROUTE_PATTERNS = Object.keys(ROUTE_SCREENS).map((pattern) => new RegExp(`^${pattern.replace(/\$[A-Za-z]+/g, ROUTE_SEGMENT)}$`));
const ROUTE_QUERY = /^[A-Za-z0-9_\-.~%&=+,]*$/;

/**
 * Whether `route` opens a screen of the app: a session route of ROUTE_SCREENS with its parameters filled
 * (`/orden/123`), optionally with a plain query (`/ordenes?estado=confirmada`). Never another site.
 */
export function isAppRoute(route: string): boolean {
  if (route.length === 0 || route.length > PUSH_ROUTE_MAX) return false;
  const query = route.indexOf('?');
  const path = query === -1 ? route : route.slice(0, query);
  if (query !== -1 && !ROUTE_QUERY.test(route.slice(query + 1))) return false;
  return ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Who a message reaches: `roles` (empty: every staff role), and only the staff of `storeId` / `warehouseId` when set. */
export const pushAudienceSchema = z.strictObject({
  roles: z.array(z.enum(PUSH_AUDIENCE_ROLES)).check(z.maxLength(PUSH_AUDIENCE_ROLES.length)),
  storeId: z.nullable(idSchema),
  warehouseId: z.nullable(idSchema),
});
export type PushAudience = z.infer<typeof pushAudienceSchema>;

const companyOnly = { tokenSesion: tokenSesionSchema, empresaId: z.optional(idSchema) };

export const pushMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  /** The content image's URL (null: none). */
  imageUrl: z.nullable(z.string()),
  route: z.string(),
  audience: z.object({
    roles: z.array(z.string()),
    storeId: z.nullable(z.int()),
    warehouseId: z.nullable(z.int()),
    /** Their names, for the audience in words (null: none named, or no longer there). */
    storeName: z.nullable(z.string()),
    warehouseName: z.nullable(z.string()),
  }),
  sendAt: isoDateTimeSchema,
  status: z.enum(PUSH_MESSAGE_STATUSES),
  sentAt: z.nullable(isoDateTimeSchema),
  sentCount: z.int(),
  failedCount: z.int(),
  removedCount: z.int(),
  createdByName: z.nullable(z.string()),
  createdAt: isoDateTimeSchema,
  version: z.int(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** `/Push/Messages`: the company's messages, newest `sendAt` first (at most PUSH_LIST_MAX; `truncated` when more). */
export const pushMessagesRequest = z.strictObject({ ...companyOnly, status: z.optional(z.enum(PUSH_MESSAGE_STATUSES)) });
export const pushMessagesData = z.object({ rows: z.array(pushMessageSchema), truncated: z.boolean() });

export const pushDeliverySchema = z.object({
  id: z.int(),
  userId: z.nullable(z.int()),
  userName: z.nullable(z.string()),
  /** The device's browser (null: unknown, or its subscription was removed since). */
  userAgent: z.nullable(z.string()),
  endpointHost: z.string(),
  outcome: z.enum(PUSH_OUTCOMES),
  statusCode: z.nullable(z.int()),
  error: z.nullable(z.string()),
  at: isoDateTimeSchema,
});
export type PushDelivery = z.infer<typeof pushDeliverySchema>;

/** `/Push/Message`: one message and its delivery attempts, one per device, oldest first. */
export const pushMessageRequest = z.strictObject({ ...companyOnly, id: idSchema });
export const pushMessageData = z.object({ message: pushMessageSchema, deliveries: z.array(pushDeliverySchema), truncated: z.boolean() });

/**
 * `/Push/Compose`: a new message, sent right away (`sendAt` null) or scheduled. Refused (VALIDATION, the field named,
 * nothing stored): a title of 0 or more than PUSH_TITLE_MAX characters, a body above PUSH_BODY_MAX, an image that is
 * not one of the company's uploads, a route that is not an app route (`route_unknown`), a store or warehouse of
 * another company (`audience_store` / `audience_warehouse`), a `sendAt` in the past or too far ahead.
 */
export const pushComposeRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  title: trimmedText(PUSH_TITLE_MAX),
  body: text(z.trim(), z.maxLength(PUSH_BODY_MAX)),
  imageKey: z.nullable(text(z.maxLength(200))),
  route: text(z.trim(), z.minLength(1), z.maxLength(PUSH_ROUTE_MAX)),
  audience: pushAudienceSchema,
  sendAt: z.nullable(isoDateTimeSchema),
});
export type PushComposeInput = Omit<z.output<typeof pushComposeRequest>, 'tokenSesion' | 'empresaId' | 'mutationId'>;
export const pushComposeData = z.object({ message: pushMessageSchema });

/** `/Push/Cancel`: stops a scheduled message at the version the screen showed (CONFLICT `not_scheduled` once it went out). */
export const pushCancelRequest = z.strictObject({ ...companyOnly, mutationId: mutationIdSchema, id: idSchema, baseVersion: z.int().check(z.minimum(1)) });
export const pushCancelData = z.object({ message: pushMessageSchema });

/** `/Push/AudienceCount`: the enabled users the audience reaches now and their devices (push subscriptions). */
export const pushAudienceCountRequest = z.strictObject({ ...companyOnly, audience: pushAudienceSchema });
export const pushAudienceCountData = z.object({ users: z.int(), devices: z.int() });
