/**
 * `/Shop/Home`: the storefront's strip of content (the shop shows it above the catalogue; /home previews it). The
 * company's active elements with their active items are cached by the 'ui' area's version (every edit drops them);
 * the validity windows are checked on every read, so an item starts and ends on time without an edit.
 */
import type { UiElement } from '../../../contract/schemas/content';
import { requireCompany } from '../../auth/scope';
import { cachedRead } from '../../cache/storefront-cache';
import { notFound } from '../../errors/call-error';
import { resolveStore } from '../../organisation/resolve-store';
import { sessionUser, type Handler } from '../types';
import { listElements } from './content-rows';
import { contentLog } from './handlers';

/** The items in force at `now` (null window ends are open); elements left without items are not shown. */
export function inForce(elements: readonly UiElement[], now: Date): UiElement[] {
  const at = now.getTime();
  return elements.flatMap((element) => {
    const items = element.items.filter((item) => (item.desde === null || Date.parse(item.desde) <= at) && (item.hasta === null || at < Date.parse(item.hasta)));
    return items.length === 0 ? [] : [{ ...element, items }];
  });
}

export const shopHomeHandler: Handler<'/Shop/Home'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  let companyId: number;
  if (input.tiendaId !== undefined) {
    // The store the shop sells from; the header's store, when sent, must be the same one.
    if (input.storeId !== undefined && input.storeId !== input.tiendaId) throw notFound('La tienda');
    companyId = (await resolveStore(ctx.db, user, { empresaId: input.empresaId, storeId: input.tiendaId, warehouseId: input.warehouseId }, now)).companyId;
  } else {
    companyId = await requireCompany(ctx.db, user, input);
  }
  const active = await cachedRead(ctx.db, companyId, ['ui'], 'home', () => listElements(ctx.db, companyId, contentLog(ctx), true));
  return { data: { elements: inForce(active, now) } };
};
