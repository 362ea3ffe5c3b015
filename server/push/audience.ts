/**
 * Who a composed push message reaches (docs/push-messages.md): the enabled staff users of the message's company whose
 * role is one of `roles` (empty: every staff role), of `storeId` (users.store_id) and of `warehouseId`
 * (users.warehouse_id) when named. Resolved when the message goes out, so people added or disabled in between count.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PUSH_AUDIENCE_ROLES, type PushAudience } from '../../contract/schemas/push-messages';
import type { AppDb } from '../db/client';
import { users } from '../db/schema/accounts';
import { pushSubscriptions } from '../db/schema/push';
import { stores, warehouses } from '../db/schema/tenancy';
import { CallError } from '../errors/call-error';

/** The audience as it is stored in `push_messages.audience` (jsonb). */
export interface StoredAudience {
  roles: string[];
  storeId: number | null;
  warehouseId: number | null;
}

const storedId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Reads a stored audience defensively (jsonb written by this code, but typed unknown by the driver). */
export function storedAudience(value: unknown): StoredAudience {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const roles = Array.isArray(record['roles']) ? record['roles'].filter((role): role is string => typeof role === 'string') : [];
  return { roles, storeId: storedId(record['storeId']), warehouseId: storedId(record['warehouseId']) };
}

/** The audience as stored: roles deduplicated in the contract's order. */
export function normaliseAudience(audience: PushAudience): StoredAudience {
  return { roles: PUSH_AUDIENCE_ROLES.filter((role) => audience.roles.includes(role)), storeId: audience.storeId, warehouseId: audience.warehouseId };
}

function audienceConditions(companyId: number, audience: StoredAudience): SQL[] {
  const roles = audience.roles.length > 0 ? audience.roles : [...PUSH_AUDIENCE_ROLES];
  const where: SQL[] = [eq(users.companyId, companyId), eq(users.disabled, false), inArray(users.role, roles)];
  if (audience.storeId !== null) where.push(eq(users.storeId, audience.storeId));
  if (audience.warehouseId !== null) where.push(eq(users.warehouseId, audience.warehouseId));
  return where;
}

/** The ids of the users the audience reaches now, by id. */
export async function audienceUserIds(db: AppDb, companyId: number, audience: StoredAudience): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...audienceConditions(companyId, audience)))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

/** How many users the audience reaches now, and how many devices (push subscriptions) they have. */
export async function countAudience(db: AppDb, companyId: number, audience: StoredAudience): Promise<{ users: number; devices: number }> {
  const [row] = await db
    .select({
      users: sql<number>`count(DISTINCT ${users.id})::int`.mapWith(Number),
      devices: sql<number>`count(${pushSubscriptions.id})::int`.mapWith(Number),
    })
    .from(users)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(and(...audienceConditions(companyId, audience)));
  return { users: row?.users ?? 0, devices: row?.devices ?? 0 };
}

/** Refuses (VALIDATION, the field named) a store or warehouse that is not the company's. */
export async function assertAudienceInCompany(db: AppDb, companyId: number, audience: StoredAudience): Promise<void> {
  if (audience.storeId !== null) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, audience.storeId), eq(stores.companyId, companyId)));
    if (!store) {
      const mensaje = 'La tienda elegida no es de esta empresa.';
      throw new CallError('VALIDATION', mensaje, { reason: 'audience_store' }, [{ campo: 'audience.storeId', codigo: 'audience_store', mensaje }]);
    }
  }
  if (audience.warehouseId !== null) {
    const [warehouse] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.id, audience.warehouseId), eq(warehouses.companyId, companyId)));
    if (!warehouse) {
      const mensaje = 'La bodega elegida no es de esta empresa.';
      throw new CallError('VALIDATION', mensaje, { reason: 'audience_warehouse' }, [{ campo: 'audience.warehouseId', codigo: 'audience_warehouse', mensaje }]);
    }
  }
}
