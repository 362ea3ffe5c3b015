/**
 * The IVA rate a product is charged on a day (PRODUCT.md "Money and taxes", docs/pricing.md): its own rate, except on
 * a holiday period, when a taxed product (own rate above 0) of the period's categories (none listed: every category)
 * is charged the period's rate. Periods of a company never overlap, so at most one applies on a day.
 */
import { priceFromShelf, priceWithTax } from './catalogue-prices';
import type { BasisPoints, Cents } from './money';

export interface TaxHolidayRule {
  rateBp: BasisPoints;
  /** Empty: every category. */
  categoryIds: readonly number[];
}

/** `productCategoryIds`: every category the product is listed in (its main one included). */
export function effectiveTaxRate(productRateBp: BasisPoints, productCategoryIds: readonly number[], holiday: TaxHolidayRule | null): BasisPoints {
  if (!holiday || productRateBp === 0) return productRateBp;
  if (holiday.categoryIds.length === 0) return holiday.rateBp;
  return productCategoryIds.some((id) => holiday.categoryIds.includes(id)) ? holiday.rateBp : productRateBp;
}

/**
 * A product's selling prices at a store on a day: without IVA, the catalogue's price or the store's price (a shelf
 * price with the product's own rate, turned back into a price without IVA); with IVA, that plus the day's rate.
 */
export function sellingPrices(priceCents: Cents, taxRateBp: BasisPoints, storePriceWithTaxCents: Cents | null, dayRateBp: BasisPoints): { precio: Cents; precioiva: Cents } {
  const precio = storePriceWithTaxCents === null ? priceCents : priceFromShelf(storePriceWithTaxCents, taxRateBp);
  return { precio, precioiva: priceWithTax(precio, dayRateBp) };
}
