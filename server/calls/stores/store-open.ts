/**
 * "Activate shop" (spec §6; CA, AD and GE only, by the call's access): opens or closes a store for customers. Every
 * press is recorded ('open' / 'close', who and when), even one that leaves the state as it was. The open state is
 * not part of the store's form, so it does not move the form's version.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { stores } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';

export async function setStoreOpen(tx: AppDb, user: AuthUser, companyId: number, input: { storeId: number; open: boolean }, now: Date): Promise<{ storeId: number; open: boolean }> {
  const [locked] = await tx.select({ open: stores.open }).from(stores).where(and(eq(stores.id, input.storeId), eq(stores.companyId, companyId))).for('update');
  if (!locked) throw notFound('La tienda');
  if (locked.open !== input.open) await tx.update(stores).set({ open: input.open }).where(eq(stores.id, input.storeId));
  await recordChange(tx, {
    companyId,
    entity: 'store',
    entityId: input.storeId,
    action: input.open ? 'open' : 'close',
    changes: locked.open === input.open ? {} : { open: [locked.open, input.open] },
    userId: user.id,
    at: now,
  });
  return { storeId: input.storeId, open: input.open };
}
