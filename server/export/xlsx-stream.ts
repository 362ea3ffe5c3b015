/** Streams a one-sheet .xlsx (Office Open XML) row by row through ZipStream; inline strings, no shared table. */
import { safeText, type Cell } from './cells';
import { ZipStream } from './zip-stream';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function escapeXml(text: string): string {
  // Also drops characters XML 1.0 cannot carry.
  return text
    // oxlint-disable-next-line no-control-regex -- the allowed set names tab, LF and CR on purpose
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function cellXml(cell: Cell): string {
  if (cell === null) return '<c/>';
  if (typeof cell === 'number') return `<c><v>${cell}</v></c>`;
  return `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(safeText(cell))}</t></is></c>`;
}

export class XlsxStream {
  private readonly zip: ZipStream;
  private buffer: string[] = [];
  private bufferSize = 0;

  constructor(write: (chunk: Buffer) => Promise<void>, private readonly sheetName: string) {
    this.zip = new ZipStream(write);
  }

  async start(): Promise<void> {
    await this.zip.startEntry('[Content_Types].xml');
    await this.zip.writeData(CONTENT_TYPES);
    await this.zip.startEntry('_rels/.rels');
    await this.zip.writeData(ROOT_RELS);
    await this.zip.startEntry('xl/_rels/workbook.xml.rels');
    await this.zip.writeData(WORKBOOK_RELS);
    await this.zip.startEntry('xl/workbook.xml');
    await this.zip.writeData(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(this.sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    );
    await this.zip.startEntry('xl/worksheets/sheet1.xml');
    await this.zip.writeData('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
  }

  async row(cells: readonly Cell[]): Promise<void> {
    const xml = `<row>${cells.map(cellXml).join('')}</row>`;
    this.buffer.push(xml);
    this.bufferSize += xml.length;
    if (this.bufferSize > 256 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const text = this.buffer.join('');
    this.buffer = [];
    this.bufferSize = 0;
    await this.zip.writeData(text);
  }

  async finish(): Promise<void> {
    await this.flush();
    await this.zip.writeData('</sheetData></worksheet>');
    await this.zip.finish();
  }
}
