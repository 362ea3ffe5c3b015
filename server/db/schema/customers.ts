/** Customers and their delivery addresses. */
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './tenancy';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    documentId: text('document_id'),
    createdAt: createdAt(),
  },
  (t) => [index('customers_company_idx').on(t.companyId)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    label: text('label').notNull().default(''),
    line1: text('line1').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);
