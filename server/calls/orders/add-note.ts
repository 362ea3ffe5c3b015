/** `/Order/AddNote`: notes only append, so they commute with every other change and never conflict. */
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderEvents, orderNotes, orders } from '../../db/schema/orders';
import { lockOrder, userName } from '../../orders/order-lock';

export interface NoteResult {
  note: { id: number; text: string; authorId: number; authorName: string; createdAt: string };
  version: number;
  companyId: number;
}

export async function appendNote(tx: AppDb, user: AuthUser, input: { orderId: number; text: string; mutationId: string }, now: Date): Promise<NoteResult> {
  const order = await lockOrder(tx, user, input.orderId);
  const [note] = await tx.insert(orderNotes).values({ orderId: order.id, userId: user.id, text: input.text, createdAt: now }).returning({ id: orderNotes.id, createdAt: orderNotes.createdAt });
  if (!note) throw new Error('note insert returned nothing');
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, companyId: order.companyId, userId: user.id, kind: 'note', detail: { noteId: note.id, mutationId: input.mutationId }, at: now });
  return {
    note: { id: note.id, text: input.text, authorId: user.id, authorName: (await userName(tx, user.id)) ?? '', createdAt: note.createdAt.toISOString() },
    version: order.version + 1,
    companyId: order.companyId,
  };
}
