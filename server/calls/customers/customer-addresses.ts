/**
 * A customer's delivery addresses: add or change one, delete one, make one the default. At most one is the default
 * (the unique partial index customer_addresses_one_default_key); each change locks the customer's row first, so
 * concurrent changes of the default run one after the other. Every change is recorded on the customer's history.
 */
import { and, eq, ne } from 'drizzle-orm';
import { addressProblems } from '../../../contract/schemas/address';
import type { CustomerDetail, CustomerSaveAddressInput } from '../../../contract/schemas/customers';
import type { AppDb } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema/customers';
import { CallError, notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { loadCustomerDetail } from './customer-read';

interface Actor {
  companyId: number;
  userId: number;
  now: Date;
}

type AddressRow = typeof customerAddresses.$inferSelect;

/** An address as the history shows it: "Casa: Av. Amazonas N24-131, Quito (-0.2021, -78.4912)". */
function describe(row: Pick<AddressRow, 'label' | 'line1' | 'city' | 'lat' | 'lng'>): string {
  const where = `${row.line1}, ${row.city}${row.lat !== null && row.lng !== null ? ` (${row.lat}, ${row.lng})` : ''}`;
  return row.label ? `${row.label}: ${where}` : where;
}

/** Locks the customer (of the company) for the change. */
async function lockCustomer(tx: AppDb, companyId: number, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
    .for('update');
  if (!row) throw notFound('El cliente');
}

async function findAddress(tx: AppDb, customerId: number, addressId: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  if (!row) throw notFound('La dirección');
  return row;
}

/** Makes `addressId` the only default: the previous default first, so the unique index never sees two. */
async function setDefault(tx: AppDb, customerId: number, addressId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true), ne(customerAddresses.id, addressId)));
  await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, addressId));
}

async function currentDefault(tx: AppDb, customerId: number): Promise<AddressRow | null> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
  return row ?? null;
}

/** The customer's last change; its version guards the contact data only, so an open contact form stays current. */
async function touch(tx: AppDb, customerId: number, now: Date): Promise<void> {
  await tx.update(customers).set({ updatedAt: now }).where(eq(customers.id, customerId));
}

export async function saveAddress(tx: AppDb, actor: Actor, input: CustomerSaveAddressInput): Promise<CustomerDetail> {
  const problems = addressProblems({ address: input.address, lat: input.lat, lng: input.lng });
  if (problems.length > 0) throw new CallError('VALIDATION', problems[0]!.mensaje, undefined, problems);
  await lockCustomer(tx, actor.companyId, input.customerId);
  const values = { label: input.label, line1: input.address, city: input.city, lat: input.lat, lng: input.lng };
  const before = input.addressId === undefined ? null : await findAddress(tx, input.customerId, input.addressId);
  const previousDefault = input.makeDefault ? await currentDefault(tx, input.customerId) : null;
  let addressId: number;
  if (before === null) {
    // A customer's first address is their default.
    const first = (await currentDefault(tx, input.customerId)) === null && (await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, input.customerId)).limit(1)).length === 0;
    const [row] = await tx.insert(customerAddresses).values({ customerId: input.customerId, ...values, isDefault: false }).returning({ id: customerAddresses.id });
    if (!row) throw new Error('address insert returned nothing');
    addressId = row.id;
    if (first || input.makeDefault) await setDefault(tx, input.customerId, addressId);
    await recordChange(tx, { ...audit(actor, input.customerId), action: 'address_add', changes: { address: [null, describe(values)] } });
  } else {
    addressId = before.id;
    await tx.update(customerAddresses).set(values).where(eq(customerAddresses.id, addressId));
    if (input.makeDefault) await setDefault(tx, input.customerId, addressId);
    if (describe(before) !== describe(values)) await recordChange(tx, { ...audit(actor, input.customerId), action: 'address_update', changes: { address: [describe(before), describe(values)] } });
  }
  if (input.makeDefault && previousDefault?.id !== addressId) {
    await recordChange(tx, { ...audit(actor, input.customerId), action: 'address_default', changes: { defaultAddress: [previousDefault ? describe(previousDefault) : null, describe(values)] } });
  }
  await touch(tx, input.customerId, actor.now);
  return loadCustomerDetail(tx, actor.companyId, input.customerId);
}

export async function deleteAddress(tx: AppDb, actor: Actor, customerId: number, addressId: number): Promise<CustomerDetail> {
  await lockCustomer(tx, actor.companyId, customerId);
  const before = await findAddress(tx, customerId, addressId);
  await tx.delete(customerAddresses).where(eq(customerAddresses.id, addressId));
  await recordChange(tx, { ...audit(actor, customerId), action: 'address_delete', changes: { address: [describe(before), null] } });
  await touch(tx, customerId, actor.now);
  return loadCustomerDetail(tx, actor.companyId, customerId);
}

export async function setDefaultAddress(tx: AppDb, actor: Actor, customerId: number, addressId: number): Promise<CustomerDetail> {
  await lockCustomer(tx, actor.companyId, customerId);
  const chosen = await findAddress(tx, customerId, addressId);
  const previous = await currentDefault(tx, customerId);
  if (previous?.id !== addressId) {
    await setDefault(tx, customerId, addressId);
    await recordChange(tx, { ...audit(actor, customerId), action: 'address_default', changes: { defaultAddress: [previous ? describe(previous) : null, describe(chosen)] } });
    await touch(tx, customerId, actor.now);
  }
  return loadCustomerDetail(tx, actor.companyId, customerId);
}

function audit(actor: Actor, customerId: number) {
  return { companyId: actor.companyId, entity: 'customer' as const, entityId: customerId, userId: actor.userId, at: actor.now };
}
