/**
 * A composite product's (a basket, a combo) two derived figures, the same on the server and in the editor's live
 * preview: its price from its components' prices, and how many whole composites a warehouse's stock allows.
 */
import { priceWithTax } from './catalogue-prices';
import { divRound, type BasisPoints, type Cents, type Milli } from './money';

/** Most components in one composite. */
export const COMPONENTS_MAX = 50;
/** Largest quantity of one component in one composite (thousandths): 100,000 units or kg. */
export const COMPONENT_QUANTITY_MAX = 100_000_000;

export interface PricedComponent {
  /** The component's price without IVA (cents). */
  priceCents: Cents;
  quantityMilli: Milli;
}

/**
 * The derived price without IVA: the sum of component price × quantity, rounded half-up to the cent once (not per
 * component), and the shelf price by the one price rule (contract/catalogue-prices.ts) at the composite's IVA rate.
 */
export function derivedPrices(components: readonly PricedComponent[], taxRateBp: BasisPoints): { priceCents: Cents; priceWithTaxCents: Cents } {
  let sum = 0;
  for (const c of components) sum += c.priceCents * c.quantityMilli;
  const priceCents = divRound(sum, 1000);
  return { priceCents, priceWithTaxCents: priceWithTax(priceCents, taxRateBp) };
}

/**
 * Whole composites one warehouse's stock allows: the least, over its components, of floor(stock / quantity); none
 * without components. In thousandths, as every stock figure (so 3 baskets are 3000).
 */
export function availableComposites(components: readonly { stockMilli: Milli; quantityMilli: Milli }[]): Milli {
  if (components.length === 0) return 0;
  let units = Number.POSITIVE_INFINITY;
  for (const c of components) units = Math.min(units, c.quantityMilli > 0 ? Math.floor(Math.max(0, c.stockMilli) / c.quantityMilli) : 0);
  return units * 1000;
}
