/**
 * What the promotions and credits reports share (docs/reports.md): the caller's scope, the currency and timezone the
 * answer states, and the range as instants per company. Days are each company's local days (companies.timezone):
 * the bounds are that company's local midnights turned into instants, so the created_at indexes apply. Queries run
 * once per company in the scope (SA without a company: each, summed), which keeps each one an index range scan.
 */
import { sql, type SQL } from 'drizzle-orm';
import { resolveScope, type Scope } from '../../auth/scope';
import { referenceData } from '../../auth/reference-data';
import { sessionUser, type CallContext } from '../types';

export interface ReportFrame {
  scope: Scope;
  currency: string;
  /** The company's timezone; UTC when SA looks at every company (each company's days are still its own). */
  timezone: string;
  generatedAt: string;
  /** The companies in the scope: the one, or every company (SA). */
  companyIds: number[];
  /** The range's first instant for company `c`. */
  start: SQL;
  /** The instant after the range's last day for company `c`. */
  end: SQL;
}

export interface ReportRange {
  from: string;
  to: string;
  empresaId?: number | undefined;
  storeId?: number | undefined;
  warehouseId?: number | undefined;
}

export async function reportFrame(ctx: CallContext, input: ReportRange): Promise<ReportFrame> {
  const scope = await resolveScope(ctx.db, sessionUser(ctx), input);
  const data = await referenceData(ctx.db, (d) => scope.companyId === null || d.company.has(scope.companyId));
  const company = scope.companyId === null ? [...data.company.entries()].toSorted(([a], [b]) => a - b)[0]?.[1] : data.company.get(scope.companyId);
  return {
    scope,
    currency: company?.currency ?? 'USD',
    timezone: scope.companyId === null ? 'UTC' : (company?.timezone ?? 'UTC'),
    generatedAt: ctx.now().toISOString(),
    companyIds: scope.companyId === null ? [...data.company.keys()].toSorted((a, b) => a - b) : [scope.companyId],
    start: sql`((${input.from}::date)::timestamp AT TIME ZONE c.timezone)`,
    end: sql`((${input.to}::date + 1)::timestamp AT TIME ZONE c.timezone)`,
  };
}

/** A bigint sum or count as the drivers return it (string on node-postgres, number on PGlite). */
export type DbNumber = string | number | null;

export const num = (value: DbNumber | undefined): number => Number(value ?? 0);
