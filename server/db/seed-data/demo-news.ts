/**
 * Staff news demo rows (docs/news.md) for Mercado Andino: a pinned one for the administrators, managers and supervisors (SA included, reading the company chosen in the header), and one for
 * the call center and shoppers. Neither is for pickers, so a picker starts with no unread news (the e2e test publishes
 * one for them).
 */
import type { AppDb } from '../client';
import { newsPosts } from '../schema/content';

const DAY = 86_400_000;

export async function seedDemoNews(tx: AppDb, companyId: number, userId: number | null, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  await tx.insert(newsPosts).values([
    {
      companyId,
      title: 'Inventario mensual el último domingo',
      bodyMarkdown:
        'El **último domingo del mes** contamos el inventario de las dos bodegas.\n\n- Bodega Norte: de 6:00 a 9:00\n- Bodega Sur: de 7:00 a 10:00\n\nLas órdenes de esas horas se preparan al terminar el conteo.',
      roles: ['SA', 'AD', 'GE', 'SG', 'SU'],
      pinned: true,
      startsAt: at(-3),
      endsAt: at(30),
      createdBy: userId,
      updatedBy: userId,
      createdAt: at(-3),
      updatedAt: at(-3),
    },
    {
      companyId,
      title: 'Nuevos códigos de promoción',
      bodyMarkdown: 'Desde esta semana los clientes pueden usar códigos de promoción en la tienda y el call center. Revisa los vigentes en [Promocodes](/promocodes) antes de ofrecerlos.',
      roles: ['CC', 'PS'],
      pinned: false,
      startsAt: at(-1),
      endsAt: null,
      createdBy: userId,
      updatedBy: userId,
      createdAt: at(-1),
      updatedAt: at(-1),
    },
  ]);
}
