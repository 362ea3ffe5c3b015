/**
 * What the storefront-facing reads keep cached (issue 19 §5, ADR 012), by area. Each area has a version per company
 * (`cache_versions`), bumped by every edit of the tables it is built from and by hand on /cache.
 */
export const CACHE_AREAS = ['catalogue', 'prices', 'categories', 'menu', 'ui'] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];
