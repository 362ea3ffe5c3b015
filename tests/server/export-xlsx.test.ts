/**
 * The XLSX export: a workbook other readers open (exceljs here, SheetJS in orders.test.ts) with every row and
 * formula-looking text kept as text; written without holding the event loop (compression runs off the main thread)
 * and only as fast as the client reads.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../../server/export/cells';
import { writeDrained } from '../../server/export/write-drained';
import { writeXlsx } from '../../server/export/xlsx-stream';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const EVIL = '=HYPERLINK("http://evil.test","clic")';

/** `count` pending orders numbered `<prefix>1…`, totals 1…count cents, for `customerName`'s customer in company 2. */
async function insertOrders(prefix: string, count: number, customerName: string): Promise<void> {
  const company = t.fixture.companies[1];
  const [customer] = await t.database.query<{ id: number }>(
    `INSERT INTO customers (company_id, name, email, phone, created_at) VALUES ($1, $2, $3, '0999999999', now()) RETURNING id`,
    [company.id, customerName, `${prefix.toLowerCase()}cliente@fixture.test`],
  );
  await t.database.query(
    `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method, payment_state, total_cents, status)
     SELECT $1, $2, $3, $4, '${prefix}' || g, 'web', 'delivery', current_date, now(), now(), 'card', 'paid', g, 'pendiente'
     FROM generate_series(1, ${count}) g`,
    [company.id, company.storeId, company.warehouseId, customer!.id],
  );
}

/** A row as wide as an export with every column. */
function sampleRow(i: number): Cell[] {
  return [`AB-${i}`, '2026-11-20T10:00:00.000Z', 'pendiente', 'Andino Norte', 'Bodega Norte', `Cliente ${i}`, 'web', 'delivery', 'card', 'paid', '2026-11-21', '2026-11-21T15:00:00.000Z', '2026-11-21T16:00:00.000Z', 12, i / 100, 'USD'];
}

/** `count` pages of 2,000 rows, made as they are asked for. */
async function* samplePages(count: number, onPage = () => {}): AsyncGenerator<Cell[][]> {
  for (let page = 0; page < count; page++) {
    onPage();
    yield Array.from({ length: 2000 }, (_, i) => sampleRow(page * 2000 + i));
  }
}


/**
 * The longest the event loop was held while `run` ran, in ms: the lowest of up to `tries` runs, since on a shared
 * machine the process can lose its core for a while. A writer that blocks does so on every run.
 */
async function bestOf(tries: number, run: () => Promise<void>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < tries && best >= 50; i++) {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    // The histogram counts from its timer's first tick, and records a stall at the tick after it: let both happen.
    delay.enable();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
    delay.disable();
    best = Math.min(best, delay.max / 1e6);
  }
  return best;
}

async function xlsxLink(prefix: string, columns: Array<{ key: string; label: string }>): Promise<string> {
  const answer = await t.call('/Order/Export', { format: 'xlsx', number: prefix, columns }, { token: await t.tokenFor('AD', 2) });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return (answer.json.data as { url: string }).url;
}

describe('XLSX export', () => {
  it('5,000 orders open in exceljs: header, every row, totals as numbers, formula text kept as text', async () => {
    await insertOrders('XL-', 5000, EVIL);
    const url = await xlsxLink('XL-', [
      { key: 'number', label: 'Número' },
      { key: 'customer', label: 'Cliente' },
      { key: 'total', label: 'Total' },
    ]);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Ordenes');
    expect(sheet.rowCount).toBe(5001);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Número', 'Cliente', 'Total']);
    const numbers = new Set<string>();
    let total = 0;
    for (let r = 2; r <= 5001; r++) {
      const row = sheet.getRow(r);
      numbers.add(String(row.getCell(1).value));
      // Read back as the text it was, prefixed so that no spreadsheet runs it as a formula.
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(2).value).toBe(`'${EVIL}`);
      total += row.getCell(3).value as number;
    }
    expect(numbers.size).toBe(5000);
    expect(numbers.has('XL-1') && numbers.has('XL-5000')).toBe(true);
    expect(total).toBeCloseTo((5000 * 5001) / 2 / 100, 2);
  }, 60_000);

  it('writing 20,000 rows never holds the event loop for more than ~50 ms (compression runs off the main thread)', async () => {
    const stall = await bestOf(3, async () => {
      const out = new PassThrough();
      out.resume();
      await writeXlsx('Ordenes', samplePages(10), (chunk) => writeDrained(out, chunk));
    });
    expect(stall).toBeLessThan(50);
  }, 60_000);

  it('a client that stops reading stops the export: rows stop being asked for, memory stays bounded', async () => {
    const out = new PassThrough(); // nobody reads it
    let pulled = 0;
    const writing = writeXlsx('Ordenes', samplePages(50, () => (pulled += 1)), (chunk) => writeDrained(out, chunk));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Of 100,000 rows, only what fits in the streams' buffers was produced (a few pages at most).
    expect(pulled).toBeLessThanOrEqual(3);
    out.destroy();
    await expect(writing).rejects.toThrow(/closed|premature/i);
  });
});
