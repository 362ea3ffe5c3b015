/**
 * The preview's check of every row (in the worker): cells → typed product under the chosen column mapping, the
 * contract's per-row rules (the server runs the same), and the file-wide ones — a SKU or a barcode that an earlier
 * row already has. Valid rows become the products sent; every row gets a preview line.
 */
import { checkProduct, type BulkProduct, type ColumnTarget, type ReferenceIndex, type RowProblem } from '../../../../contract/product-sheet';
import { rowToProduct, type SheetCell } from '../../../../contract/product-sheet-cells';

/** One line of the preview table (small: 50,000 of them live on the main thread). */
export interface PreviewRow {
  row: number;
  sku: string;
  name: string;
  /** The shelf price, when the row has a valid one. */
  priceWithTaxCents: number | null;
  problems: RowProblem[];
}

export interface Validation {
  preview: PreviewRow[];
  products: BulkProduct[];
}

export function validateRows(rows: readonly SheetCell[][], rowNumbers: readonly number[], mapping: ReadonlyArray<ColumnTarget | null>, index: ReferenceIndex): Validation {
  const preview: PreviewRow[] = [];
  const products: BulkProduct[] = [];
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  rows.forEach((cells, i) => {
    const { product, problems: cellProblems } = rowToProduct(cells, mapping, rowNumbers[i]!);
    const { problems: ruleProblems, resolved } = checkProduct(product, index);
    // A cell that could not be read already says what is wrong with that column.
    const problems = [...cellProblems, ...ruleProblems.filter((p) => !(p.codigo === 'price_required' && cellProblems.some((c) => c.codigo === 'price_invalid')))];
    if (product.sku !== '' && skus.has(product.sku)) problems.push({ campo: 'sku', codigo: 'sku_duplicate' });
    const codes = product.barcodes ?? [];
    if (codes.some((code) => barcodes.has(code))) problems.push({ campo: 'barcodes', codigo: 'barcode_duplicate' });
    skus.add(product.sku);
    if (problems.length === 0) {
      for (const code of codes) barcodes.add(code);
      products.push(product);
    }
    preview.push({ row: product.row, sku: product.sku, name: product.name, priceWithTaxCents: resolved?.priceWithTaxCents ?? null, problems });
  });
  return { preview, products };
}
