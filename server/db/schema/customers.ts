/** Customers and their delivery addresses. */
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns';
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
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_company_idx').on(t.companyId, t.name, t.id),
    // Substring search (pg_trgm) on what staff type: name, email, phone, document.
    index('customers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('customers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('customers_document_trgm_idx').using('gin', sql`${t.documentId} gin_trgm_ops`),
  ],
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
    /** The address orders go to unless another is chosen; at most one per customer. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_one_default_key').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
