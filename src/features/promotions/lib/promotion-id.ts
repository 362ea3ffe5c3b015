import type { PromoKind } from '../../../../contract/schemas/promotions';
import { NEW_ID } from './promotion-kinds';

/** A promotion page's `$id`: null for a new one ("nuevo" / "nueva"), the id, or undefined (not a page: 404). */
export function parsePromotionId(kind: PromoKind, raw: string): number | null | undefined {
  if (raw === NEW_ID[kind]) return null;
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}
