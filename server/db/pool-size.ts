import { availableParallelism } from 'node:os';

/**
 * PostgreSQL connections per server process when DB_POOL_SIZE is not set: twice the machine's cores, shared among
 * the server processes (at least 2 each). A connection does useful work only while a core runs it; more connections
 * than that only queue inside PostgreSQL, where they switch contexts and evict each other's caches instead of waiting
 * in the pool. On the 2-core bench machine (ADR 007) 4 connections instead of 20 cut PostgreSQL's CPU per list page
 * by ~15% and the list's p99 from ~20 to ~16 ms, and raised durable moves from 168 to 265 a second.
 */
export function defaultPoolSize(workers = 1, cores = availableParallelism()): number {
  return Math.max(2, Math.ceil((2 * cores) / Math.max(1, workers)));
}
