/**
 * The mass update's two forms (which products, which change) as plain state, and their requests. Pure, so the
 * rules (SKU parsing, percent and amount to integers, what is missing) are unit-tested without a screen.
 */
import type { MassChangeKind, MassPriceBasis } from '../../../../contract/mass-update-constants';
import { MASS_AMOUNT_MAX, MASS_PERCENT_MAX, MASS_SKUS_MAX } from '../../../../contract/mass-update-constants';
import type { ProductKind, SaleUnit } from '../../../../contract/catalogue-constants';
import type { MassChange, MassSelection } from '../../../../contract/schemas/mass-update';

export type SelectionMode = 'filter' | 'skus';

export interface SelectionForm {
  mode: SelectionMode;
  q: string;
  categoryId: string | null;
  brandId: string | null;
  saleUnit: SaleUnit | null;
  kind: ProductKind | null;
  /** 'true' | 'false' | null (either). */
  active: string | null;
  outOfStockWarehouseId: string | null;
  skusText: string;
}

export const EMPTY_SELECTION: SelectionForm = { mode: 'filter', q: '', categoryId: null, brandId: null, saleUnit: null, kind: null, active: null, outOfStockWarehouseId: null, skusText: '' };

export interface ChangeForm {
  kind: MassChangeKind;
  basis: MassPriceBasis;
  /** Percent as typed (10 = +10 %). */
  percent: number | string;
  /** Currency units as typed (−0.5 = −50 cents). */
  amount: number | string;
  /** IVA percent as typed (15 = 15 %). */
  taxRate: number | string;
  categoryId: string | null;
  /** '' = no brand. */
  brandId: string | null;
  active: 'true' | 'false';
}

export const EMPTY_CHANGE: ChangeForm = { kind: 'price_percent', basis: 'without_tax', percent: '', amount: '', taxRate: '', categoryId: null, brandId: null, active: 'false' };

/** The SKUs of a pasted text: one per line, or separated by commas, semicolons or tabs; trimmed, without repeats. */
export function parseSkus(text: string): string[] {
  return [...new Set(text.split(/[\n\r,;\t]+/).map((sku) => sku.trim()).filter((sku) => sku.length > 0))];
}

/** A typed number, or null when empty or not a number. */
function numberOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (text === '' || text === '-') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** What is wrong with the selection form ('skus_empty' | 'skus_too_many'), or null. */
export function selectionProblem(form: SelectionForm): 'skus_empty' | 'skus_too_many' | null {
  if (form.mode !== 'skus') return null;
  const skus = parseSkus(form.skusText);
  if (skus.length === 0) return 'skus_empty';
  if (skus.length > MASS_SKUS_MAX) return 'skus_too_many';
  return null;
}

const id = (value: string | null) => (value === null || value === '' ? undefined : Number(value));

export function selectionRequest(form: SelectionForm): MassSelection {
  if (form.mode === 'skus') return { by: 'skus', skus: parseSkus(form.skusText) };
  const q = form.q.trim();
  const selection: MassSelection = { by: 'filter' };
  if (q !== '') selection.q = q;
  const categoryId = id(form.categoryId);
  if (categoryId !== undefined) selection.categoryId = categoryId;
  const brandId = id(form.brandId);
  if (brandId !== undefined) selection.brandId = brandId;
  if (form.saleUnit !== null) selection.saleUnit = form.saleUnit;
  if (form.kind !== null) selection.kind = form.kind;
  if (form.active !== null) selection.active = form.active === 'true';
  const warehouseId = id(form.outOfStockWarehouseId);
  if (warehouseId !== undefined) selection.outOfStockWarehouseId = warehouseId;
  return selection;
}

export type ChangeProblem = 'percent' | 'amount' | 'tax_rate' | 'category' | 'brand';

/** The change as a request, or the field that is missing or out of range. */
export function changeRequest(form: ChangeForm): { change: MassChange } | { problem: ChangeProblem } {
  switch (form.kind) {
    case 'price_percent': {
      const percent = numberOf(form.percent);
      const percentBp = percent === null ? 0 : Math.round(percent * 100);
      if (percentBp === 0 || percentBp < -10000 || percentBp > MASS_PERCENT_MAX) return { problem: 'percent' };
      return { change: { kind: 'price_percent', basis: form.basis, percentBp } };
    }
    case 'price_amount': {
      const amount = numberOf(form.amount);
      const amountCents = amount === null ? 0 : Math.round(amount * 100);
      if (amountCents === 0 || Math.abs(amountCents) > MASS_AMOUNT_MAX) return { problem: 'amount' };
      return { change: { kind: 'price_amount', basis: form.basis, amountCents } };
    }
    case 'tax_rate': {
      const rate = numberOf(form.taxRate);
      const taxRateBp = rate === null ? -1 : Math.round(rate * 100);
      if (taxRateBp < 0 || taxRateBp > 10000) return { problem: 'tax_rate' };
      return { change: { kind: 'tax_rate', taxRateBp } };
    }
    case 'category': {
      const categoryId = id(form.categoryId);
      return categoryId === undefined ? { problem: 'category' } : { change: { kind: 'category', categoryId } };
    }
    case 'brand':
      if (form.brandId === null) return { problem: 'brand' };
      return { change: { kind: 'brand', brandId: id(form.brandId) ?? null } };
    case 'active':
      return { change: { kind: 'active', active: form.active === 'true' } };
  }
}
