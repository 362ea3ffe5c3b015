/**
 * `/Customer/Save`: creates a customer or changes one's contact data against the version the form read (a stale one
 * is refused with the current customer in `detalle`). Every change is recorded in record_changes with before/after.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CustomerDetail, CustomerSaveInput } from '../../../contract/schemas/customers';
import { diffFields } from '../../catalogue/product-changes';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { CallError, notFound } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';
import { loadCustomerDetail } from './customer-read';

interface ContactFields {
  name: string;
  email: string | null;
  phone: string | null;
  documentId: string | null;
}

function contact(input: ContactFields): Record<string, unknown> {
  return { name: input.name, email: input.email, phone: input.phone, documentId: input.documentId };
}

export async function saveCustomer(tx: AppDb, companyId: number, userId: number, input: CustomerSaveInput, now: Date): Promise<{ customer: CustomerDetail; created: boolean }> {
  const values: ContactFields = { name: input.nombre, email: input.email, phone: input.phone, documentId: input.documentId };
  if (input.customerId === undefined) {
    const [row] = await tx.insert(customers).values({ companyId, ...values, createdAt: now, updatedAt: now }).returning({ id: customers.id });
    if (!row) throw new Error('customer insert returned nothing');
    await recordChange(tx, { companyId, entity: 'customer', entityId: row.id, action: 'create', changes: diffFields({}, contact(values)), userId, at: now });
    return { customer: await loadCustomerDetail(tx, companyId, row.id), created: true };
  }
  if (input.baseVersion === undefined) {
    const mensaje = 'Falta la versión del cliente que editabas (baseVersion).';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'baseVersion', codigo: 'required', mensaje }]);
  }
  // The row is locked: a concurrent save waits and then finds the version moved.
  const [before] = await tx
    .select({ name: customers.name, email: customers.email, phone: customers.phone, documentId: customers.documentId, version: customers.version })
    .from(customers)
    .where(and(eq(customers.id, input.customerId), eq(customers.companyId, companyId)))
    .for('update');
  if (!before) throw notFound('El cliente');
  if (before.version !== input.baseVersion) {
    const current = await loadCustomerDetail(tx, companyId, input.customerId);
    throw new CallError('STALE_VERSION', `Otra persona cambió este cliente mientras lo editabas (versión ${before.version}, tú partiste de la ${input.baseVersion}). Tu cambio no se guardó.`, {
      current,
    });
  }
  const changes = diffFields(contact(before), contact(values));
  if (Object.keys(changes).length > 0) {
    await tx
      .update(customers)
      .set({ ...values, version: sql`${customers.version} + 1`, updatedAt: now })
      .where(eq(customers.id, input.customerId));
    await recordChange(tx, { companyId, entity: 'customer', entityId: input.customerId, action: 'update', changes, userId, at: now });
  }
  return { customer: await loadCustomerDetail(tx, companyId, input.customerId), created: false };
}
