/**
 * The quantity a line ends with when the agent adds a product with the quantity field: the line's quantity plus
 * what was typed, never above the stock (spec §4: a cart never asks for more than there is). Weighed products keep
 * 3 decimals.
 */
export function quantityAfterAdding(current: number, typed: number, stock: number): number {
  const wanted = Math.round((current + typed) * 1000) / 1000;
  return Math.max(0, Math.min(wanted, stock));
}
