/** How a promotion reads in the user's language: its value ("10 %", "$5,00", "Envío gratis") and its state badge. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DiscountKind, PromoState } from '../../../../contract/schemas/promotions';
import type { Formats } from '../../../lib/format';

const FREE_SHIPPING = msg`Envío gratis`;

/** The discount as the list and the uses show it. */
export function promotionValueText(discountKind: DiscountKind, value: number, format: Pick<Formats, 'rate' | 'money'>, currency: string, i18n: I18n): string {
  if (discountKind === 'percent') return format.rate(value);
  if (discountKind === 'fixed') return format.money(value, currency);
  return i18n._(FREE_SHIPPING);
}

/** Each state's badge: its words and colour. */
export const PROMO_STATE_BADGES: Record<PromoState, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Vigente`, color: 'green' },
  scheduled: { label: msg`Programada`, color: 'blue' },
  ended: { label: msg`Finalizada`, color: 'gray' },
  used_up: { label: msg`Agotada`, color: 'orange' },
  inactive: { label: msg`Inactiva`, color: 'gray' },
};

/** "3 / 10" or "3 / ∞" (no total limit). */
export function usesText(usedCount: number, totalLimit: number | null, count: (n: number) => string): string {
  return `${count(usedCount)} / ${totalLimit === null ? '∞' : count(totalLimit)}`;
}
