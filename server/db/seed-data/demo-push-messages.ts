/**
 * Push notification demo rows (docs/push-messages.md) for Mercado Andino: one sent yesterday to all the staff (no
 * device had notifications on: nothing delivered) and one scheduled a week ahead for Bodega Norte's pickers.
 */
import type { AppDb } from '../client';
import { pushMessages } from '../schema/push';

const DAY = 86_400_000;

export async function seedDemoPushMessages(tx: AppDb, companyId: number, warehouseId: number | null, userId: number | null, now: Date): Promise<void> {
  const yesterday = new Date(now.getTime() - DAY);
  await tx.insert(pushMessages).values([
    {
      companyId,
      title: 'Bienvenidos a las notificaciones',
      body: 'Activa las notificaciones en tu menú de usuario para recibir los avisos del equipo.',
      route: '/',
      audience: { roles: [], storeId: null, warehouseId: null },
      sendAt: yesterday,
      status: 'sent',
      sentAt: yesterday,
      createdBy: userId,
      createdAt: yesterday,
      updatedAt: yesterday,
    },
    {
      companyId,
      title: 'Inventario del sábado',
      body: 'El sábado a las 7:00 contamos la bodega: lleguen 30 minutos antes.',
      route: '/picking',
      audience: { roles: ['PK'], storeId: null, warehouseId },
      sendAt: new Date(now.getTime() + 7 * DAY),
      status: 'scheduled',
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
