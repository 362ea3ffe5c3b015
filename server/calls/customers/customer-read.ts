/** A customer as `/Customer/Get` and every change answer it: contact data, addresses, order count and last order. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CustomerDetail } from '../../../contract/schemas/customers';
import type { AuthUser } from '../../auth/auth-user';
import { resolveScope, type ScopeRequest } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { customerAddresses, customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';

/**
 * The company of the customer the request names, when the caller may see it: their own company's customers (SA:
 * every company, or those of the company it names). Anything else is NOT_FOUND, as if it did not exist.
 */
export async function customerCompany(db: AppDb, user: AuthUser, request: ScopeRequest & { customerId: number }): Promise<number> {
  const scope = await resolveScope(db, user, request);
  const [row] = await db
    .select({ companyId: customers.companyId })
    .from(customers)
    .where(and(eq(customers.id, request.customerId), scope.companyId === null ? undefined : eq(customers.companyId, scope.companyId)));
  if (!row) throw notFound('El cliente');
  return row.companyId;
}

export async function loadCustomerDetail(db: AppDb, companyId: number, customerId: number): Promise<CustomerDetail> {
  const [row] = await db
    .select({
      id: customers.id,
      companyId: customers.companyId,
      companyName: companies.name,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      documentId: customers.documentId,
      version: customers.version,
      createdAt: isoText(customers.createdAt),
      updatedAt: isoText(customers.updatedAt),
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and `id` would be the orders' own.
      orderCount: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.customer_id = "customers"."id")`,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  if (!row) throw notFound('El cliente');
  const [lastOrder] = await db
    .select({ id: orders.id, number: orders.number, createdAt: isoText(orders.createdAt) })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  const addresses = await db
    .select({
      id: customerAddresses.id,
      label: customerAddresses.label,
      address: customerAddresses.line1,
      city: customerAddresses.city,
      lat: customerAddresses.lat,
      lng: customerAddresses.lng,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return { ...row, lastOrder: lastOrder ?? null, addresses };
}
