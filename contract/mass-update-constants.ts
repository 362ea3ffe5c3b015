/** Plain mass-update constants (zod-free, so client code can use them without the schemas). */

/** Most SKUs one pasted list may name. */
export const MASS_SKUS_MAX = 5000;
/** Largest page of `/Product/MassPreview`. */
export const MASS_PAGE_MAX = 500;
/** A price change by percent: at most +1000 % (basis points). */
export const MASS_PERCENT_MAX = 100_000;
/** A price change by an amount: at most ± this many cents. */
export const MASS_AMOUNT_MAX = 100_000_000;

/** Which price a price change is applied to; the other follows contract/catalogue-prices.ts. */
export const MASS_PRICE_BASES = ['without_tax', 'with_tax'] as const;
export type MassPriceBasis = (typeof MASS_PRICE_BASES)[number];

/** Why a selected row is left as it is: its price would go below 0, or it is derived from its components. */
export const MASS_REFUSALS = ['below_zero', 'price_derived'] as const;
export type MassRefusal = (typeof MASS_REFUSALS)[number];

export const MASS_CHANGE_KINDS = ['price_percent', 'price_amount', 'tax_rate', 'category', 'brand', 'active'] as const;
export type MassChangeKind = (typeof MASS_CHANGE_KINDS)[number];
