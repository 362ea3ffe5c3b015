/**
 * /Reports/Credits (docs/reports.md "Store credits"): the store credit ledger's entries by the local day they were
 * recorded, every day of the range (zeros where none). Granted and reversed are signed sums (a reversal takes back a
 * grant or gives a spend back); spent and expired are what left the balances, as positive amounts; net is the sum of
 * every signed amount. Credits belong to a customer, not to a store or warehouse: those filters do not apply.
 */
import { sql } from 'drizzle-orm';
import type { CreditsReport } from '../../../contract/schemas/reports';
import { executeRows } from '../../db/execute-rows';
import type { CallContext, Handler } from '../types';
import { num, reportFrame, type DbNumber, type ReportFrame, type ReportRange } from './report-frame';

interface DayRow {
  day: string;
  granted: DbNumber;
  spent: DbNumber;
  expired: DbNumber;
  reversed: DbNumber;
  net: DbNumber;
}

function companyDays(ctx: CallContext, frame: ReportFrame, companyId: number, input: ReportRange): Promise<DayRow[]> {
  return executeRows<DayRow>(
    ctx.db,
    sql`WITH series AS (SELECT d::date AS day FROM generate_series(${input.from}::date, ${input.to}::date, interval '1 day') d),
        agg AS (
          SELECT (e.created_at AT TIME ZONE c.timezone)::date AS day,
                 sum(e.amount_cents) FILTER (WHERE e.kind = 'grant') AS granted,
                 -sum(e.amount_cents) FILTER (WHERE e.kind = 'spend') AS spent,
                 -sum(e.amount_cents) FILTER (WHERE e.kind = 'expire') AS expired,
                 sum(e.amount_cents) FILTER (WHERE e.kind = 'reverse') AS reversed,
                 sum(e.amount_cents) AS net
            FROM companies c JOIN credit_entries e ON e.company_id = c.id
           WHERE c.id = ${companyId} AND e.created_at >= ${frame.start} AND e.created_at < ${frame.end}
           GROUP BY 1
        )
        SELECT to_char(s.day, 'YYYY-MM-DD') AS day, a.granted, a.spent, a.expired, a.reversed, a.net
          FROM series s LEFT JOIN agg a ON a.day = s.day
         ORDER BY s.day`,
  );
}

export async function creditsReport(ctx: CallContext, input: ReportRange): Promise<CreditsReport> {
  const frame = await reportFrame(ctx, input);
  const days: CreditsReport['tables']['days'] = [];
  for (const companyId of frame.companyIds) {
    // Every company answers every day of the range, in order: add them up day by day.
    (await companyDays(ctx, frame, companyId, input)).forEach((row, i) => {
      const day = days[i] ?? { date: row.day, grantedCents: 0, spentCents: 0, expiredCents: 0, reversedCents: 0, netCents: 0 };
      day.grantedCents += num(row.granted);
      day.spentCents += num(row.spent);
      day.expiredCents += num(row.expired);
      day.reversedCents += num(row.reversed);
      day.netCents += num(row.net);
      days[i] = day;
    });
  }
  const totals = { grantedCents: 0, spentCents: 0, expiredCents: 0, reversedCents: 0, netCents: 0 };
  for (const day of days) {
    totals.grantedCents += day.grantedCents;
    totals.spentCents += day.spentCents;
    totals.expiredCents += day.expiredCents;
    totals.reversedCents += day.reversedCents;
    totals.netCents += day.netCents;
  }
  return { currency: frame.currency, timezone: frame.timezone, from: input.from, to: input.to, generatedAt: frame.generatedAt, totals, tables: { days } };
}

export const creditsReportHandler: Handler<'/Reports/Credits'> = async (input, ctx) => ({ data: await creditsReport(ctx, input) });
