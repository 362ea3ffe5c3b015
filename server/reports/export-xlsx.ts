/**
 * A report's .xlsx (docs/reports.md "Exports"): one sheet per table, named by its title, a bold frozen header row,
 * then the rows with numbers as numbers in a format per column kind. Reports are small (at most a year of days or
 * TOP_PRODUCTS_MAX products), so the workbook is built in memory and sent with its length.
 */
import { safeText } from '../export/cells';
import { columnName, escapeXml } from '../export/xlsx-stream';
import { writeZip } from '../export/zip-stream';
import { exportValue, type ExportSheet } from './export-values';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Cell styles (cellXfs index): 0 default, 1 header (bold), 2 money and decimals (#,##0.00), 3 quantities
 * (#,##0.000), 4 ratios (0.0 %: the cell holds the fraction), 5 whole numbers (0; ids too, so no separators).
 */
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.000"/><numFmt numFmtId="165" formatCode="0.0%"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const STYLE_OF_KIND: Record<string, number> = { cents: 2, minutes: 2, perHour: 2, quantity: 3, ratio: 4, count: 5 };

/** Excel's sheet-name rules: no []:*?/\, at most 31 characters, unique in the workbook (case-insensitive). */
export function sheetNames(titles: readonly string[]): string[] {
  const used = new Set<string>();
  return titles.map((title, index) => {
    const base = title.replace(/[[\]:*?/\\]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || `Hoja ${index + 1}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - ` (${n})`.length)} (${n})`;
    used.add(name.toLowerCase());
    return name;
  });
}

function textCell(ref: string, text: string, style = 0): string {
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(safeText(text))}</t></is></c>`;
}

function sheetXml(sheet: ExportSheet): string {
  const refs = sheet.columns.map((_, i) => columnName(i));
  const widths = sheet.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.min(60, Math.max(12, c.label.length + 2))}" customWidth="1"/>`).join('');
  let xml = `${HEAD}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData>`;
  xml += `<row r="1">${sheet.columns.map((c, i) => textCell(`${refs[i]}1`, c.label, 1)).join('')}</row>`;
  sheet.rows.forEach((row, r) => {
    const rowNumber = r + 2;
    xml += `<row r="${rowNumber}">`;
    sheet.columns.forEach((column, i) => {
      const value = exportValue(column.kind, row[i]);
      if (value === null) return;
      const ref = `${refs[i]}${rowNumber}`;
      xml += typeof value === 'number' ? `<c r="${ref}" s="${STYLE_OF_KIND[column.kind] ?? 0}"><v>${value}</v></c>` : textCell(ref, value);
    });
    xml += '</row>';
  });
  return `${xml}</sheetData></worksheet>`;
}

export async function reportXlsx(sheets: readonly ExportSheet[]): Promise<Buffer> {
  const names = sheetNames(sheets.map((s) => s.title));
  const overrides = sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('');
  const contentTypes = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`;
  const rootRels = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const sheetRels = sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('');
  const workbookRels = `${HEAD}<Relationships xmlns="${PKG_REL}">${sheetRels}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
  const workbook = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`;

  const chunks: Buffer[] = [];
  await writeZip(
    [
      { name: '[Content_Types].xml', data: contentTypes },
      { name: '_rels/.rels', data: rootRels },
      { name: 'xl/_rels/workbook.xml.rels', data: workbookRels },
      { name: 'xl/workbook.xml', data: workbook },
      { name: 'xl/styles.xml', data: STYLES },
      ...sheets.map((sheet, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: sheetXml(sheet) })),
    ],
    async (chunk) => {
      chunks.push(chunk);
    },
  );
  return Buffer.concat(chunks);
}
