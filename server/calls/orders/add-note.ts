/** `/Order/AddNote`: notes only append, so they commute with every other change and never conflict. */
import type { AppDb } from '../../db/client';
import type { AuthUser } from '../types';
import { lockOrder } from './order-access';
import { iso } from './order-rows';
import { rawRows } from './order-queries';

export interface NoteResult {
  note: { id: number; text: string; authorId: number; authorName: string; createdAt: string };
  version: number;
  companyId: number;
}

export async function appendNote(tx: AppDb, user: AuthUser, input: { orderId: number; text: string; mutationId: string }, now: Date): Promise<NoteResult> {
  const order = await lockOrder(tx, user, input.orderId);
  const [note] = await rawRows<{ id: number; created_at: Date | string }>(
    tx,
    'INSERT INTO order_notes (order_id, user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id, created_at',
    [order.id, user.id, input.text, now],
  );
  await rawRows(tx, 'UPDATE orders SET version = version + 1, updated_at = $2 WHERE id = $1', [order.id, now]);
  await rawRows(
    tx,
    `INSERT INTO order_events (order_id, company_id, user_id, kind, detail, at) VALUES ($1, $2, $3, 'note', $4::jsonb, $5)`,
    [order.id, order.companyId, user.id, JSON.stringify({ noteId: note?.id, mutationId: input.mutationId }), now],
  );
  const [author] = await rawRows<{ name: string }>(tx, 'SELECT name FROM users WHERE id = $1', [user.id]);
  if (!note) throw new Error('note insert returned nothing');
  return {
    note: { id: note.id, text: input.text, authorId: user.id, authorName: author?.name ?? '', createdAt: iso(note.created_at) },
    version: order.version + 1,
    companyId: order.companyId,
  };
}
