/**
 * Which screen rules each kind of promotion: promo codes are 'promocodes', card promotions 'promotarjetas'. The call
 * table lets in a role with either screen; each handler then holds the caller to the kind its screen covers, so a
 * role with only one of the two never reads or changes the other kind.
 */
import type { PromoKind } from '../../../contract/schemas/promotions';
import { canSee, type Screen } from '../../../contract/screens';
import type { AuthUser } from '../../auth/auth-user';
import { CallError } from '../../errors/call-error';

export const PROMO_SCREENS = { code: 'promocodes', card: 'promotarjetas' } as const satisfies Record<PromoKind, Screen>;

/** Refuses (FORBIDDEN) a kind whose screen the caller's role does not have. */
export function assertKindAccess(user: AuthUser, kind: PromoKind): void {
  if (canSee(user.role, PROMO_SCREENS[kind])) return;
  throw new CallError('FORBIDDEN', kind === 'code' ? 'Tu rol no puede ver los códigos promocionales.' : 'Tu rol no puede ver las promociones de tarjeta.');
}

/** "El código promocional" / "La promoción de tarjeta", for NOT_FOUND messages. */
export function promoNoun(kind: PromoKind): string {
  return kind === 'code' ? 'El código promocional' : 'La promoción de tarjeta';
}
