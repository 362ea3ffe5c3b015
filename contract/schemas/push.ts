/**
 * Web Push on this device (issue 19 §3, docs/push.md): every signed-in staff user may subscribe their browsers
 * (`/Push/Subscribe`, `/Push/Unsubscribe`), read the server's VAPID key (`/Push/Config`) and switch the order alerts
 * meant for their role off or on (`/Push/SetStaffAlerts`). Customers (C) do not use this app: refused.
 */
import { z } from 'zod/mini';
import type { RoleCode } from '../roles';
import { text, tokenSesionSchema } from '../fields';

/** Who gets staff alerts: pickers (an order of their warehouse waits to be picked) and dispatchers (one is ready). */
export const STAFF_ALERT_ROLES = ['PK', 'DE'] as const satisfies readonly RoleCode[];
/** Push services' endpoints are a few hundred characters; more is not a push service. */
export const PUSH_ENDPOINT_MAX = 1000;
/** Devices one user may have subscribed; subscribing one more forgets their oldest. */
export const PUSH_DEVICES_MAX = 20;

const base64url = (min: number, max: number) => text(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'Debe ser base64url.' }));

/** What a browser's `PushSubscription.toJSON()` gives, without `expirationTime`. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: text(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX)),
  keys: z.strictObject({
    /** An uncompressed P-256 point: 65 bytes, 87 characters of base64url. */
    p256dh: base64url(86, 88),
    /** 16 random bytes: 22 characters of base64url. */
    auth: base64url(22, 24),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushConfigRequest = z.strictObject({ tokenSesion: tokenSesionSchema });
export const pushConfigData = z.object({
  /** The server's VAPID public key (base64url), the `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
  /** Whether the caller gets order alerts (only STAFF_ALERT_ROLES are sent alerts). */
  staffAlerts: z.boolean(),
  /** The caller's subscribed devices. */
  devices: z.int(),
});

export const pushSubscribeRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  subscription: pushSubscriptionSchema,
  /** The browser's user agent, so a list of deliveries can say which device got one. */
  userAgent: z.optional(text(z.maxLength(300))),
});
export const pushSubscribeData = z.object({ devices: z.int() });

export const pushUnsubscribeRequest = z.strictObject({ tokenSesion: tokenSesionSchema, endpoint: text(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX)) });
export const pushUnsubscribeData = z.object({ removed: z.boolean(), devices: z.int() });

export const pushSetStaffAlertsRequest = z.strictObject({ tokenSesion: tokenSesionSchema, on: z.boolean() });
export const pushSetStaffAlertsData = z.object({ staffAlerts: z.boolean() });
