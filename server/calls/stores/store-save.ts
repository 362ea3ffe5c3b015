/**
 * `/Store/Save`: creates a store (no `storeId`) or updates one against the version the form read. The form's field
 * rules (contract storeFormProblems) run again here, then what only the server knows: the warehouses are the
 * company's and the name is free in it. Hours exceptions, zones, slots and warehouses are replaced by the form's
 * (zones and slots keep their ids), and every change is audited in the same transaction.
 */
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { FieldIssue } from '../../../contract/envelope';
import { storeFormProblems, type StoreDetail, type StoreSaveInput } from '../../../contract/schemas/stores';
import type { AuthUser } from '../../auth/auth-user';
import { diffFields } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { deliverySlots, deliveryZones, recordChanges, storeHourExceptions } from '../../db/schema/organisation';
import { storeWarehouses, stores, warehouses } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { loadStoreDetail, storedHours } from './store-read';

function refuse(issues: FieldIssue[]): CallError {
  return new CallError('VALIDATION', issues[0]?.mensaje ?? 'Revisa los datos marcados.', undefined, issues);
}

type Audited = Omit<StoreDetail, 'id' | 'companyId' | 'open' | 'version' | 'updatedAt' | 'warehouseIds' | 'zones' | 'slots'> & {
  zones: Array<{ name: string; areas: string[]; shippingCents: number }>;
  slots: Array<{ weekday: number; starts: string; ends: string; capacity: number }>;
};

/** The audited fields (warehouses by name, zones and slots without ids), so the history reads on its own. */
function snapshot(s: Audited, warehouseNames: string[]): Record<string, unknown> {
  return {
    name: s.name,
    market: s.market,
    active: s.active,
    address: s.address,
    lat: s.lat,
    lng: s.lng,
    phone: s.phone,
    openingHours: storedHours(s.openingHours).map((w) => ({ weekday: w.weekday, opens: w.opens, closes: w.closes })),
    exceptions: s.exceptions.map((e) => ({ date: e.date, closed: e.closed, opens: e.opens, closes: e.closes, reason: e.reason })).toSorted((a, b) => (a.date < b.date ? -1 : 1)),
    zones: s.zones.map((z) => ({ name: z.name, areas: z.areas, shippingCents: z.shippingCents })),
    slots: s.slots
      .map((x) => ({ weekday: x.weekday, starts: x.starts, ends: x.ends, capacity: x.capacity }))
      .toSorted((a, b) => a.weekday - b.weekday || (a.starts < b.starts ? -1 : 1)),
    pickupEnabled: s.pickupEnabled,
    shippingMode: s.shippingMode,
    shippingFlatCents: s.shippingFlatCents,
    freeShippingAboveCents: s.freeShippingAboveCents,
    minOrderCents: s.minOrderCents,
    warehouses: warehouseNames.toSorted(),
  };
}

/** Who last saved the store's form (opening or closing it does not move its version), for a stale save's message. */
async function lastChangedBy(tx: AppDb, storeId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name })
    .from(recordChanges)
    .leftJoin(users, eq(users.id, recordChanges.userId))
    .where(and(eq(recordChanges.entity, 'store'), eq(recordChanges.entityId, storeId), inArray(recordChanges.action, ['create', 'update'])))
    .orderBy(desc(recordChanges.id))
    .limit(1);
  return row?.name ?? null;
}

async function staleError(tx: AppDb, companyId: number, storeId: number, baseVersion: number): Promise<CallError> {
  const current = await loadStoreDetail(tx, companyId, storeId);
  const changedBy = await lastChangedBy(tx, storeId);
  return new CallError(
    'STALE_VERSION',
    `${changedBy ?? 'Otra persona'} cambió esta tienda mientras la editabas (versión ${current.version}, tú partiste de la ${baseVersion}). Tu cambio no se guardó.`,
    { current, changedBy },
  );
}

/** The input with its text trimmed, as it is stored. */
function cleaned(input: StoreSaveInput) {
  return {
    ...input,
    name: input.name.trim(),
    address: input.address.trim(),
    phone: input.phone.trim(),
    openingHours: input.openingHours.map((w) => ({ weekday: w.weekday, opens: w.opens.trim(), closes: w.closes.trim() })),
    exceptions: input.exceptions.map((e) => ({ date: e.date, closed: e.closed, opens: e.closed ? null : (e.opens?.trim() ?? null), closes: e.closed ? null : (e.closes?.trim() ?? null), reason: e.reason.trim() })),
    zones: input.zones.map((z) => ({ id: z.id, name: z.name.trim(), areas: z.areas.map((a) => a.trim()), shippingCents: z.shippingCents })),
    slots: input.slots.map((x) => ({ id: x.id, weekday: x.weekday, starts: x.starts.trim(), ends: x.ends.trim(), capacity: x.capacity })),
    warehouseIds: [...new Set(input.warehouseIds)],
  };
}

/** Updates the rows with an id, inserts those without, deletes the store's others; an id of another store is NOT_FOUND. */
async function syncRows<Row extends { id?: number | undefined }>(
  tx: AppDb,
  table: typeof deliveryZones | typeof deliverySlots,
  storeId: number,
  companyId: number,
  rows: Row[],
  what: string,
  values: (row: Row) => Record<string, unknown>,
): Promise<void> {
  const existing = new Set((await tx.select({ id: table.id }).from(table).where(eq(table.storeId, storeId))).map((r) => r.id));
  const kept = rows.flatMap((row) => (row.id === undefined ? [] : [row.id]));
  if (kept.some((id) => !existing.has(id))) throw notFound(what);
  await tx.delete(table).where(and(eq(table.storeId, storeId), kept.length > 0 ? notInArray(table.id, kept) : sql`true`));
  for (const row of rows) {
    if (row.id !== undefined) await tx.update(table).set(values(row)).where(eq(table.id, row.id));
    else await tx.insert(table).values({ storeId, companyId, ...values(row) } as typeof table.$inferInsert);
  }
}

export async function saveStore(tx: AppDb, user: AuthUser, companyId: number, raw: StoreSaveInput, now: Date): Promise<{ store: StoreDetail; created: boolean }> {
  const problems = storeFormProblems(raw);
  if (problems.length > 0) throw refuse(problems);
  const input = cleaned(raw);

  let before: Record<string, unknown> = {};
  if (input.storeId !== undefined) {
    // Locked before anything is read, so the version check sees the row as it stays.
    const [locked] = await tx.select({ version: stores.version }).from(stores).where(and(eq(stores.id, input.storeId), eq(stores.companyId, companyId))).for('update');
    if (!locked) throw notFound('La tienda');
    if (input.baseVersion === undefined) throw refuse([{ campo: 'baseVersion', codigo: 'required', mensaje: 'Falta la versión de la tienda que editabas.' }]);
    if (locked.version !== input.baseVersion) throw await staleError(tx, companyId, input.storeId, input.baseVersion);
    const current = await loadStoreDetail(tx, companyId, input.storeId);
    const names = await tx.select({ name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, current.warehouseIds.length > 0 ? current.warehouseIds : [0]));
    before = snapshot(current, names.map((n) => n.name));
  }

  const warehouseRows = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(inArray(warehouses.id, input.warehouseIds), eq(warehouses.companyId, companyId)));
  if (warehouseRows.length !== input.warehouseIds.length) throw notFound('La bodega');

  const [taken] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.companyId, companyId), sql`lower(${stores.name}) = lower(${input.name})`, input.storeId === undefined ? sql`true` : ne(stores.id, input.storeId)));
  if (taken) throw refuse([{ campo: 'name', codigo: 'name_taken', mensaje: `Ya hay otra tienda llamada «${input.name}» en la empresa.` }]);

  const after = snapshot(input, warehouseRows.map((w) => w.name));
  const changes = diffFields(before, after);
  const fields = {
    name: input.name,
    market: input.market,
    active: input.active,
    address: input.address,
    lat: input.lat,
    lng: input.lng,
    phone: input.phone,
    openingHours: after['openingHours'],
    pickupEnabled: input.pickupEnabled,
    shippingMode: input.shippingMode,
    shippingFlatCents: input.shippingFlatCents,
    freeShippingAboveCents: input.freeShippingAboveCents,
    minOrderCents: input.minOrderCents,
    updatedAt: now,
  };

  let storeId: number;
  const created = input.storeId === undefined;
  if (input.storeId === undefined) {
    const [row] = await tx.insert(stores).values({ companyId, ...fields, createdAt: now }).returning({ id: stores.id });
    storeId = row!.id;
  } else {
    storeId = input.storeId;
    // A save that changes nothing keeps the version, so it does not make another person's open form stale.
    if (Object.keys(changes).length > 0) await tx.update(stores).set({ ...fields, version: sql`${stores.version} + 1` }).where(eq(stores.id, storeId));
  }

  await tx.delete(storeHourExceptions).where(eq(storeHourExceptions.storeId, storeId));
  if (input.exceptions.length > 0) {
    await tx.insert(storeHourExceptions).values(input.exceptions.map((e) => ({ storeId, onDate: e.date, closed: e.closed, opens: e.opens, closes: e.closes, reason: e.reason })));
  }
  await syncRows(tx, deliveryZones, storeId, companyId, input.zones, 'La zona de entrega', (z) => ({ name: z.name, areas: z.areas, shippingCents: z.shippingCents, active: true }));
  await syncRows(tx, deliverySlots, storeId, companyId, input.slots, 'La franja de entrega', (x) => ({ weekday: x.weekday, starts: x.starts, ends: x.ends, capacity: x.capacity, active: true }));
  await tx.delete(storeWarehouses).where(and(eq(storeWarehouses.storeId, storeId), notInArray(storeWarehouses.warehouseId, input.warehouseIds)));
  await tx.insert(storeWarehouses).values(input.warehouseIds.map((warehouseId) => ({ storeId, warehouseId }))).onConflictDoNothing();

  await recordChange(tx, { companyId, entity: 'store', entityId: storeId, action: created ? 'create' : 'update', changes, userId: user.id, at: now });
  return { store: await loadStoreDetail(tx, companyId, storeId), created };
}
