/**
 * Single-use links to choose a password (/usuario/recuperar-password?token=…): forgot-password, a new user's
 * invitation and a reset sent from /usuarios. The token exists only in the mailed link; the database keeps its hash.
 */
import type { AppDb } from '../db/client';
import { passwordResets } from '../db/schema/accounts';
import { hashToken, newToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 3_600_000;
/** A new user's link lasts longer than a reset link: they may read the mail days later. */
export const INVITE_TOKEN_TTL_MS = 72 * 3_600_000;
export const RESET_PATH = '/usuario/recuperar-password';

/** Stores a new link for the user (in the caller's transaction when given) and returns its URL. */
export async function createPasswordLink(db: AppDb, publicUrl: string, userId: number, now: Date, ttlMs: number): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return `${publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}
