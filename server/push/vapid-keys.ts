/**
 * The server's VAPID identity (RFC 8292): the configured key pair when both keys are given, otherwise the one pair
 * stored in `push_keys` (row 1), made on the first start. Every server process and every restart reads the same row,
 * so subscriptions made against the public key keep working.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppConfig } from '../config';
import type { AppDb } from '../db/client';
import { pushKeys } from '../db/schema/push';

export interface VapidIdentity {
  /** Base64url, uncompressed P-256 point: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** The contact push services see (mailto: or https:). */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:no-reply@canasta.local';

/** VAPID_SUBJECT, else "mailto:" + the mail sender's address ("Canasta <a@b>" → a@b). */
export function vapidSubject(config: AppConfig): string {
  if (config.push.vapidSubject) return config.push.vapidSubject;
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.mailFrom)?.[1] ?? (/^[^\s<>]+@[^\s<>]+$/.test(config.mailFrom.trim()) ? config.mailFrom.trim() : null);
  return address ? `mailto:${address}` : DEFAULT_SUBJECT;
}

/** The key pair: configured, or stored (created race-safely by whichever process starts first). */
export async function loadVapidIdentity(db: AppDb, config: AppConfig): Promise<VapidIdentity> {
  const subject = vapidSubject(config);
  const { vapidPublicKey, vapidPrivateKey } = config.push;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject };

  const stored = await readStored(db);
  if (stored) return { ...stored, subject };
  const fresh = webpush.generateVAPIDKeys();
  // Two processes starting at once both generate; the first insert wins and both read the winner back.
  await db.insert(pushKeys).values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey }).onConflictDoNothing();
  const winner = await readStored(db);
  if (!winner) throw new Error('push_keys row 1 missing after insert');
  return { ...winner, subject };
}

async function readStored(db: AppDb): Promise<{ publicKey: string; privateKey: string } | null> {
  const [row] = await db.select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey }).from(pushKeys).where(eq(pushKeys.id, 1));
  return row ?? null;
}
