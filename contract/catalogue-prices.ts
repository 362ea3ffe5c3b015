/**
 * A product's two prices (PRODUCT.md Catalogue): the price without IVA is the stored truth, and the shelf price with
 * IVA is always `price + IVA(price)` rounded half-up to the cent, so the two never disagree. A shelf price typed by a
 * person is turned into the price without IVA first; the shelf price shown back may then move by a cent.
 */
import { divRound, percentOf, type BasisPoints, type Cents } from './money';

export function priceWithTax(priceCents: Cents, taxRateBp: BasisPoints): Cents {
  return priceCents + percentOf(priceCents, taxRateBp);
}

/** The price without IVA whose shelf price is nearest to `shelfCents`. */
export function priceFromShelf(shelfCents: Cents, taxRateBp: BasisPoints): Cents {
  return divRound(shelfCents * 10000, 10000 + taxRateBp);
}

/** Both prices from either one (a form or a spreadsheet row gives one of them). */
export function productPrices(given: { priceCents: Cents } | { priceWithTaxCents: Cents }, taxRateBp: BasisPoints): { priceCents: Cents; priceWithTaxCents: Cents } {
  const priceCents = 'priceCents' in given ? given.priceCents : priceFromShelf(given.priceWithTaxCents, taxRateBp);
  return { priceCents, priceWithTaxCents: priceWithTax(priceCents, taxRateBp) };
}
