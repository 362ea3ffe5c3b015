/**
 * `/Warehouse/Save`: create a warehouse or edit one at the version the form read. Names are unique per company
 * (ignoring case); the stores served are the company's; a warehouse with enabled users bound to it or orders in
 * progress is not deactivated. Every change is audited in record_changes ('warehouse').
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { addressProblems } from '../../../contract/schemas/address';
import type { WarehouseDetail } from '../../../contract/schemas/warehouses';
import type { AuthUser } from '../../auth/auth-user';
import { diffFields } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { companies, storeWarehouses, stores, warehouses } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { getWarehouse, openOrderCount } from './warehouse-rows';

export interface WarehouseSaveInput {
  warehouseId?: number | undefined;
  baseVersion?: number | undefined;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  storeIds: number[];
  active: boolean;
}

function refuse(campo: string, codigo: string, mensaje: string, detalle?: Record<string, unknown>): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo, ...detalle }, [{ campo, codigo, mensaje }]);
}

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

/** Refuses deactivating a warehouse people or orders still depend on, naming how many. */
async function checkMayDeactivate(tx: AppDb, warehouseId: number): Promise<void> {
  const [bound] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.warehouseId, warehouseId), eq(users.disabled, false)));
  const userCount = bound?.n ?? 0;
  const orderCount = await openOrderCount(tx, warehouseId);
  if (userCount === 0 && orderCount === 0) return;
  const parts = [userCount > 0 ? plural(userCount, 'usuario asignado', 'usuarios asignados') : null, orderCount > 0 ? plural(orderCount, 'orden en curso', 'órdenes en curso') : null].filter(Boolean);
  throw refuse(
    'active',
    'warehouse_in_use',
    `No se puede desactivar esta bodega: tiene ${parts.join(' y ')}. ${userCount > 0 && orderCount > 0 ? 'Asigna esos usuarios a otra bodega y termina o cancela esas órdenes primero.' : userCount > 0 ? 'Asígnalos primero a otra bodega.' : 'Termínalas o cancélalas primero.'}`,
    { users: userCount, orders: orderCount },
  );
}

/** The audited fields of a warehouse (stores by name, so the trail reads on after a store is renamed). */
function snapshot(w: { name: string; address: string; lat: number | null; lng: number | null; active: boolean; stores: Array<{ name: string }> }): Record<string, unknown> {
  return { name: w.name, address: w.address, lat: w.lat, lng: w.lng, active: w.active, stores: w.stores.map((s) => s.name) };
}

async function staleError(tx: AppDb, companyId: number, warehouseId: number, baseVersion: number): Promise<CallError> {
  const current = await getWarehouse(tx, companyId, warehouseId);
  return new CallError('STALE_VERSION', `Otra persona cambió esta bodega mientras la editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`, { current });
}

export async function saveWarehouse(tx: AppDb, user: AuthUser, companyId: number, input: WarehouseSaveInput, now: Date): Promise<{ warehouse: WarehouseDetail; created: boolean }> {
  const [problem] = addressProblems(input);
  if (problem) throw refuse(problem.campo, problem.codigo, problem.mensaje);
  // Saves of one company's warehouses queue up here, so two of them cannot both take a free name.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');

  let before: WarehouseDetail | null = null;
  if (input.warehouseId !== undefined) {
    const [locked] = await tx
      .select({ version: warehouses.version })
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), eq(warehouses.companyId, companyId)))
      .for('update');
    if (!locked) throw notFound('La bodega');
    if (input.baseVersion === undefined) throw refuse('baseVersion', 'required', 'Falta la versión de la bodega que editabas.');
    if (locked.version !== input.baseVersion) throw await staleError(tx, companyId, input.warehouseId, input.baseVersion);
    before = await getWarehouse(tx, companyId, input.warehouseId);
  }

  const [clash] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, companyId), sql`lower(${warehouses.name}) = lower(${input.name})`, input.warehouseId === undefined ? undefined : ne(warehouses.id, input.warehouseId)))
    .limit(1);
  if (clash) throw refuse('name', 'warehouse_name_taken', `Ya existe una bodega llamada «${input.name}» en esta empresa.`);

  const storeIds = [...new Set(input.storeIds)];
  if (storeIds.length > 0) {
    const found = await tx.select({ id: stores.id }).from(stores).where(and(inArray(stores.id, storeIds), eq(stores.companyId, companyId)));
    if (found.length !== storeIds.length) throw notFound('La tienda');
  }
  if (before?.active && !input.active) await checkMayDeactivate(tx, before.id);

  const fields = { name: input.name, address: input.address, lat: input.lat, lng: input.lng, active: input.active };
  let warehouseId: number;
  if (before === null) {
    const [row] = await tx.insert(warehouses).values({ companyId, ...fields, createdAt: now, updatedAt: now }).returning({ id: warehouses.id });
    if (!row) throw new Error('warehouse insert returned nothing');
    warehouseId = row.id;
  } else {
    warehouseId = before.id;
    await tx
      .update(warehouses)
      .set({ ...fields, version: sql`${warehouses.version} + 1`, updatedAt: now })
      .where(eq(warehouses.id, warehouseId));
    await tx.delete(storeWarehouses).where(and(eq(storeWarehouses.warehouseId, warehouseId), storeIds.length > 0 ? sql`${storeWarehouses.storeId} <> ALL(${sql.param(storeIds)}::int[])` : undefined));
  }
  if (storeIds.length > 0) await tx.insert(storeWarehouses).values(storeIds.map((storeId) => ({ storeId, warehouseId }))).onConflictDoNothing();

  const after = await getWarehouse(tx, companyId, warehouseId);
  const action = before === null ? 'create' : before.active !== after.active ? (after.active ? 'enable' : 'disable') : 'update';
  await recordChange(tx, { companyId, entity: 'warehouse', entityId: warehouseId, action, changes: diffFields(before ? snapshot(before) : {}, snapshot(after)), userId: user.id, at: now });
  return { warehouse: after, created: before === null };
}
