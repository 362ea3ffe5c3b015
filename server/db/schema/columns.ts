/**
 * Columns every table writes the same way. Money: integer cents (bigint where sums can grow). Quantities: integer
 * thousandths. Rates: basis points.
 */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
