/** The subscription area's plain lists (no zod), for screens and URL parsing. */

/** The subscription API's base path (spec §7 `proxy/v1`), on the app's own port. */
export const SUBSCRIPTION_API_BASE = '/proxy/v1';
/** Customer group types a plan may be offered to (`usergrouptypeplan`). */
export const USER_GROUP_TYPES = ['cliente', 'empleado', 'empresa'] as const;
export type UserGroupType = (typeof USER_GROUP_TYPES)[number];
/** Benefits an option gives. */
export const OPTION_KINDS = ['envio_gratis', 'descuento'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];
export const SUBSCRIPTION_STATUSES = ['activa', 'cancelada', 'vencida'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
