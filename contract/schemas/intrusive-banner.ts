/**
 * The intrusive banner (issue 19 §2, docs/intrusive-banner.md): a full-screen banner a store's shop shows to its
 * customers, at most one in force per store at a time. SA's /invasivo lists, saves and deletes them; the shop on
 * behalf of a customer reads the one in force for that customer (`/Shop/IntrusiveBanner`).
 */
import { z } from 'zod/mini';
import { idSchema, isoDateTimeSchema, mutationIdSchema, scopeShape, text, tokenSesionSchema } from '../fields';

export const BANNER_TITLE_MAX = 120;
export const BANNER_LINK_MAX = 500;
export const BANNER_EVERY_DAYS_MAX = 365;
/** Who sees it: every customer, those who never ordered, those who ordered before. */
export const BANNER_AUDIENCES = ['all', 'new', 'returning'] as const;
export type BannerAudience = (typeof BANNER_AUDIENCES)[number];
/** Where a banner stands now. */
export const BANNER_STATES = ['scheduled', 'current', 'ended', 'inactive'] as const;
export type BannerState = (typeof BANNER_STATES)[number];
/** Why a save was refused (`detalle.reason`, the field issue's `codigo`). */
export const BANNER_REFUSALS = ['banner_window', 'banner_link', 'banner_image', 'banner_overlap'] as const;

const versionSchema = z.int().check(z.minimum(1));

export const intrusiveBannerSchema = z.object({
  id: z.int(),
  tiendaId: z.int(),
  tiendaNombre: z.string(),
  title: z.string(),
  imageKey: z.nullable(z.string()),
  imageUrl: z.nullable(z.string()),
  /** '' (none), an app path ('/…') or an https URL. */
  link: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  audience: z.enum(BANNER_AUDIENCES),
  everyDays: z.int(),
  active: z.boolean(),
  version: z.int(),
  /** Who saved the current version (null: the seed). */
  updatedByName: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type IntrusiveBanner = z.infer<typeof intrusiveBannerSchema>;

/** `/Administracion/GetIntrusiveBanners`: the company's banners (SA names it), of one store when `tiendaId` is sent. */
export const bannerListRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, tiendaId: z.optional(idSchema) });
export const bannerListData = z.object({
  rows: z.array(intrusiveBannerSchema),
  /** The company's stores, for the form's store select. */
  stores: z.array(z.object({ id: z.int(), name: z.string() })),
  /** The server's now, to tell scheduled, current and ended banners apart. */
  now: z.string(),
});

/**
 * `/Administracion/SaveIntrusiveBanner`: creates (no `id`; once per `mutationId`) or edits one at `baseVersion`
 * (STALE_VERSION with `detalle.current` otherwise). Refused (VALIDATION, nothing changed): a window that does not end
 * after it starts, a link that is neither an app path nor an https URL, an active banner without an image or an image
 * not of the company, an active banner whose window overlaps another active one of the same store (named).
 */
export const bannerSaveRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  ...scopeShape,
  mutationId: mutationIdSchema,
  id: z.optional(idSchema),
  baseVersion: z.optional(versionSchema),
  tiendaId: idSchema,
  title: text(z.trim(), z.maxLength(BANNER_TITLE_MAX)),
  imageKey: z.nullable(text(z.maxLength(200))),
  link: text(z.trim(), z.maxLength(BANNER_LINK_MAX)),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema,
  audience: z.enum(BANNER_AUDIENCES),
  everyDays: z.int().check(z.minimum(1), z.maximum(BANNER_EVERY_DAYS_MAX)),
  active: z.boolean(),
});
export const bannerSaveData = z.object({ banner: intrusiveBannerSchema, created: z.boolean() });

/** `/Administracion/DeleteIntrusiveBanner`: deletes one at the version the screen showed. */
export const bannerDeleteRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, mutationId: mutationIdSchema, id: idSchema, baseVersion: versionSchema });
export const bannerDeleteData = z.object({ id: z.int() });

/** `/Shop/IntrusiveBanner`: the banner in force now at the store for this customer (or for nobody known: 'all' only). */
export const shopBannerRequest = z.strictObject({ tokenSesion: tokenSesionSchema, ...scopeShape, tiendaId: idSchema, idCliente: z.optional(idSchema) });
export const shopBannerSchema = z.object({
  id: z.int(),
  version: z.int(),
  title: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  everyDays: z.int(),
  endsAt: z.string(),
});
export type ShopBanner = z.infer<typeof shopBannerSchema>;
export const shopBannerData = z.object({ banner: z.nullable(shopBannerSchema) });

/** '' (no link), an app path ('/…', not '//…') or an https URL with a host. */
export function isBannerLink(link: string): boolean {
  if (link === '') return true;
  if (/\s/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a banner stands at `now` (ISO instants compare as dates). */
export function bannerState(banner: { active: boolean; startsAt: string; endsAt: string }, now: string | Date): BannerState {
  if (!banner.active) return 'inactive';
  const at = new Date(now).getTime();
  if (new Date(banner.startsAt).getTime() > at) return 'scheduled';
  if (new Date(banner.endsAt).getTime() <= at) return 'ended';
  return 'current';
}
