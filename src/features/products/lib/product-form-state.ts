/**
 * The product form's values as the user types them (text for money and quantities, in the user's locale), how they
 * become a `/Product/Save` request, and the field-by-field comparison a stale save shows (theirs vs yours).
 */
import { priceFromShelf, priceWithTax } from '../../../../contract/catalogue-prices';
import type { SaleUnit } from '../../../../contract/catalogue-constants';
import { parseQuantity } from '../../../../contract/money';
import type { ProductDetail, ProductFormOptions, ProductSaveInput } from '../../../../contract/schemas/product-detail';
import { decimalSeparator, moneyText, parseMoneyText } from '../../../lib/money-text';

export interface ProductFormState {
  sku: string;
  name: string;
  description: string;
  brandId: number | null;
  mainCategoryId: number | null;
  otherCategoryIds: number[];
  saleUnit: SaleUnit;
  taxRateBp: number;
  /** Which price the user typed; the other is derived by THE rule. */
  priceSource: 'net' | 'gross';
  priceText: string;
  active: boolean;
  barcodes: string[];
  /** Per warehouse id: the counted quantity as typed. */
  stock: Record<number, string>;
}

/** The form's fields a stale save compares (one entry per thing a person edits). */
export const FORM_FIELDS = ['sku', 'name', 'description', 'brandId', 'mainCategoryId', 'otherCategoryIds', 'saleUnit', 'taxRateBp', 'price', 'active', 'barcodes', 'stock'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** A quantity as typed: units whole, kg with up to 3 decimals, in the locale's decimal separator. */
export function quantityText(milli: number, saleUnit: SaleUnit, locale: string): string {
  if (saleUnit === 'unit' && milli % 1000 === 0) return String(milli / 1000);
  const whole = Math.trunc(milli / 1000);
  const fraction = String(milli % 1000).padStart(3, '0').replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}${decimalSeparator(locale)}${fraction}`;
}

/** Thousandths from typed text; 'negative' for a minus sign (the stock cannot go below zero); null when unreadable. */
export function parseStockText(text: string): number | 'negative' | null {
  if (/^\s*-/.test(text)) return 'negative';
  return parseQuantity(text);
}

/**
 * Problems with the stock counts the user typed: only entries that differ from `base`. A count already below zero
 * (sold or picked beyond what was counted) is what the ledger says, so it never blocks saving the rest of the form.
 */
export function stockProblems(state: Pick<ProductFormState, 'stock'>, base: Pick<ProductFormState, 'stock'>): Record<number, 'invalid_quantity' | 'negative_stock'> {
  const problems: Record<number, 'invalid_quantity' | 'negative_stock'> = {};
  for (const [id, text] of Object.entries(state.stock)) {
    if (text === (base.stock[Number(id)] ?? '')) continue;
    const parsed = parseStockText(text);
    if (parsed === null) problems[Number(id)] = 'invalid_quantity';
    else if (parsed === 'negative') problems[Number(id)] = 'negative_stock';
  }
  return problems;
}

/** Both prices from what the user typed and the rate, by THE rule; null when the typed price is unreadable. */
export function derivedPrices(state: Pick<ProductFormState, 'priceSource' | 'priceText' | 'taxRateBp'>): { priceCents: number; priceWithTaxCents: number } | null {
  const cents = parseMoneyText(state.priceText);
  if (cents === null || cents < 0) return null;
  if (state.priceSource === 'net') return { priceCents: cents, priceWithTaxCents: priceWithTax(cents, state.taxRateBp) };
  return { priceCents: priceFromShelf(cents, state.taxRateBp), priceWithTaxCents: priceWithTax(priceFromShelf(cents, state.taxRateBp), state.taxRateBp) };
}

export function stateFromProduct(product: ProductDetail | null, options: ProductFormOptions, locale: string): ProductFormState {
  const stock: Record<number, string> = {};
  for (const warehouse of options.warehouses) {
    const milli = product?.stock.find((s) => s.warehouseId === warehouse.id)?.quantityMilli ?? 0;
    stock[warehouse.id] = quantityText(milli, product?.saleUnit ?? 'unit', locale);
  }
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    brandId: product?.brandId ?? null,
    mainCategoryId: product?.categoryId ?? null,
    otherCategoryIds: product ? product.categoryIds.filter((id) => id !== product.categoryId) : [],
    saleUnit: product?.saleUnit ?? 'unit',
    taxRateBp: product?.taxRateBp ?? options.standardTaxRateBp,
    // A derived composite keeps its price without IVA (its components'), so a new rate moves the shelf price.
    priceSource: product?.priceDerived ? 'net' : 'gross',
    priceText: product ? moneyText(product.priceDerived ? product.priceCents : product.priceWithTaxCents, locale) : '',
    active: product?.active ?? true,
    barcodes: product ? [...product.barcodes] : [],
    stock,
  };
}

/** A comparable value of one field (prices by cents, whichever was typed; stock by thousandths). */
export function fieldValue(state: ProductFormState, field: FormField): unknown {
  switch (field) {
    case 'price':
      return derivedPrices(state)?.priceCents ?? state.priceText;
    case 'stock':
      return Object.fromEntries(Object.entries(state.stock).map(([id, text]) => [id, parseStockText(text) ?? text]));
    case 'barcodes':
      return [...state.barcodes].toSorted();
    case 'otherCategoryIds':
      return [...state.otherCategoryIds].toSorted((a, b) => a - b);
    default:
      return state[field];
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `state` has changed from `base`. */
export function editedFields(base: ProductFormState, state: ProductFormState): FormField[] {
  return FORM_FIELDS.filter((field) => !same(fieldValue(base, field), fieldValue(state, field)));
}

/** The user's edits (from `base`) laid over `theirs`: the form after "re-apply my changes on top". */
export function rebase(base: ProductFormState, mine: ProductFormState, theirs: ProductFormState): ProductFormState {
  const next: ProductFormState = { ...theirs, stock: { ...theirs.stock } };
  for (const field of editedFields(base, mine)) {
    if (field === 'price') Object.assign(next, { priceSource: mine.priceSource, priceText: mine.priceText });
    else if (field === 'stock') {
      for (const [id, text] of Object.entries(mine.stock)) if (!same(parseStockText(text), parseStockText(base.stock[Number(id)] ?? ''))) next.stock[Number(id)] = text;
    } else Object.assign(next, { [field]: mine[field] });
  }
  return next;
}

/**
 * The request for `state`. Only readable stock that differs from `base` is sent, so saving the form does not record
 * counts nobody made (the form shows unreadable or negative quantities as errors before it sends).
 */
export function saveInput(state: ProductFormState, base: ProductFormState): Omit<ProductSaveInput, 'mutationId' | 'productId' | 'baseVersion' | 'empresaId' | 'storeId' | 'warehouseId'> {
  const cents = parseMoneyText(state.priceText);
  const stock = Object.entries(state.stock).flatMap(([id, text]) => {
    const parsed = parseStockText(text);
    const was = parseStockText(base.stock[Number(id)] ?? '');
    if (parsed === null || parsed === 'negative' || same(parsed, was)) return [];
    return [{ warehouseId: Number(id), quantityMilli: parsed }];
  });
  const price = cents === null ? {} : state.priceSource === 'net' ? { priceCents: cents } : { priceWithTaxCents: cents };
  return {
    sku: state.sku,
    name: state.name,
    description: state.description,
    brandId: state.brandId,
    categoryIds: state.mainCategoryId === null ? [] : [state.mainCategoryId, ...state.otherCategoryIds.filter((id) => id !== state.mainCategoryId)],
    saleUnit: state.saleUnit,
    taxRateBp: state.taxRateBp,
    ...price,
    active: state.active,
    barcodes: state.barcodes,
    ...(stock.length > 0 ? { stock } : {}),
  };
}
