/** Changes applied once: idempotency records of direct calls, and the offline outbox clients and their changes. */
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** A stored answer per (user, mutationId), so a repeated change returns its first answer and applies once. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: integer('user_id').notNull().references(() => users.id),
    mutationId: text('mutation_id').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the request body, so the same id with another body is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    status: smallint('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mutationId] })],
);

/**
 * Offline outbox clients (ADR 003): a client id is made with the device's outbox database and bound to the first
 * user that pushes with it. `last_mutation_id` is the highest change sequence processed (applied, conflicted or
 * rejected), advanced in the same transaction as the change itself.
 */
export const syncClients = pgTable(
  'sync_clients',
  {
    clientId: uuid('client_id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_clients_user_idx').on(t.userId)],
);

/**
 * The result of every processed outbox change, so a resent change (the answer was lost) gets the same result.
 * Only rows at or below the client's `last_mutation_id` exist, and they are only read for replays: rows older than
 * 30 days are pruned on push (a client only resends what it sent recently).
 */
export const syncMutations = pgTable(
  'sync_mutations',
  {
    clientId: uuid('client_id').notNull().references(() => syncClients.clientId),
    mutationSeq: bigint('mutation_seq', { mode: 'number' }).notNull(),
    mutationId: text('mutation_id').notNull(),
    name: text('name').notNull(),
    /** SHA-256 of the change's name and args, so a resent sequence number with another change is refused. */
    requestHash: text('request_hash').notNull(),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.mutationSeq] })],
);
