/** Streams a one-sheet .xlsx (Office Open XML) through writeZip as its rows arrive; inline strings, no shared table. */
import { safeText, type Cell } from './cells';
import { writeZip } from './zip-stream';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
/** Sheet XML handed to the compressor at a time. */
const BATCH_CHARS = 64 * 1024;

export function escapeXml(text: string): string {
  // Also drops characters XML 1.0 cannot carry.
  return text
    // oxlint-disable-next-line no-control-regex -- the allowed set names tab, LF and CR on purpose
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A, B, …, Z, AA, …: rows and cells carry their reference, as Excel writes them; some readers (exceljs among them)
 * refuse a sheet without. It costs size: the numbers do not compress well (100,000 rows of every column: ~6.6 MB,
 * ~1.4 MB without).
 */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly Cell[], rowNumber: number, columns: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, i) => {
    // An empty cell is left out: the references keep the others in their columns.
    if (cell === null) return;
    const ref = `${columns[i] ?? columnName(i)}${rowNumber}`;
    if (typeof cell === 'number') xml += `<c r="${ref}"><v>${cell}</v></c>`;
    else xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(safeText(cell))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

async function* sheetXml(batches: AsyncIterable<ReadonlyArray<readonly Cell[]>>): AsyncGenerator<string> {
  const columns: string[] = [];
  let rowNumber = 0;
  let text = SHEET_HEAD;
  for await (const rows of batches) {
    for (const cells of rows) {
      while (columns.length < cells.length) columns.push(columnName(columns.length));
      rowNumber += 1;
      text += rowXml(cells, rowNumber, columns);
      if (text.length >= BATCH_CHARS) {
        yield text;
        text = '';
      }
    }
  }
  yield text + SHEET_TAIL;
}

/** Writes the workbook through `write` (see writeZip); `batches` yields the sheet's rows, a batch at a time. */
export async function writeXlsx(sheetName: string, batches: AsyncIterable<ReadonlyArray<readonly Cell[]>>, write: (chunk: Buffer) => Promise<void>): Promise<void> {
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  await writeZip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: ROOT_RELS },
      { name: 'xl/_rels/workbook.xml.rels', data: WORKBOOK_RELS },
      { name: 'xl/workbook.xml', data: workbook },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml(batches) },
    ],
    write,
  );
}
