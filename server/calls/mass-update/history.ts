/** `/Product/MassHistory`: the company's mass updates, newest first (who, when, what, how many, undone?). */
import { aliasedTable, and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { MassChange, MassSelection } from '../../../contract/schemas/mass-update';
import { requireCompany } from '../../auth/scope';
import { lastUndoable } from '../../catalogue/mass-update-undo';
import { users } from '../../db/schema/accounts';
import { massUpdates } from '../../db/schema/catalogue';
import { CallError } from '../../errors/call-error';
import { sessionUser, type Handler } from '../types';

const undoer = aliasedTable(users, 'undoer');

/** SKU lists are shown by their size. */
function historySelection(stored: unknown) {
  const selection = stored as MassSelection;
  return selection.by === 'skus' ? { by: 'skus' as const, count: selection.skus.length } : selection;
}

export const massHistoryHandler: Handler<'/Product/MassHistory'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const limit = input.limit ?? 20;
  const where: SQL[] = [eq(massUpdates.companyId, companyId)];
  if (input.cursor !== undefined) {
    if (!/^\d{1,10}$/.test(input.cursor)) {
      const mensaje = 'La página pedida no es válida.';
      throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'cursor', codigo: 'invalid_format', mensaje }]);
    }
    where.push(lt(massUpdates.id, Number(input.cursor)));
  }
  const rows = await ctx.db
    .select({
      id: massUpdates.id,
      createdAt: massUpdates.createdAt,
      userName: users.name,
      selection: massUpdates.selection,
      change: massUpdates.change,
      affected: massUpdates.affected,
      undoneAt: massUpdates.undoneAt,
      undoneByName: undoer.name,
    })
    .from(massUpdates)
    .leftJoin(users, eq(users.id, massUpdates.userId))
    .leftJoin(undoer, eq(undoer.id, massUpdates.undoneBy))
    .where(and(...where))
    .orderBy(desc(massUpdates.id))
    .limit(limit + 1);
  const undoable = await lastUndoable(ctx.db, companyId);
  const page = rows.slice(0, limit);
  return {
    data: {
      rows: page.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        undoneAt: row.undoneAt?.toISOString() ?? null,
        selection: historySelection(row.selection),
        change: row.change as MassChange,
        canUndo: row.id === undoable,
      })),
      nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
    },
  };
};
