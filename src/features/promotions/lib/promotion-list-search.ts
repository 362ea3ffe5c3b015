/** The promotion lists' filters in the URL (`?q=…&estado=activas|vigentes|finalizadas|inactivas`), to reload or share. */
import type { PromoListFilter } from '../../../../contract/schemas/promotions';

export const PROMO_FILTER_PARAMS = { activas: 'active', vigentes: 'current', finalizadas: 'ended', inactivas: 'inactive' } as const satisfies Record<string, PromoListFilter>;
export type PromoFilterParam = keyof typeof PROMO_FILTER_PARAMS;

export interface PromotionListSearch {
  q?: string;
  estado?: PromoFilterParam;
}

export function parsePromotionListSearch(raw: Record<string, unknown>): PromotionListSearch {
  const q = typeof raw['q'] === 'string' ? raw['q'].slice(0, 80) : typeof raw['q'] === 'number' ? String(raw['q']) : '';
  const estado = typeof raw['estado'] === 'string' && Object.hasOwn(PROMO_FILTER_PARAMS, raw['estado']) ? (raw['estado'] as PromoFilterParam) : undefined;
  return { ...(q.trim() ? { q } : {}), ...(estado ? { estado } : {}) };
}
