/**
 * The valid rows cut into chunks for `/product/bulk_load`: at most BULK_CHUNK_MAX rows (spec §9), and small
 * enough that the request stays under the server's body cap (a chunk of long descriptions is cut sooner).
 */
import { BULK_CHUNK_MAX } from '../../../../contract/catalogue-constants';
import { MAX_BODY_BYTES } from '../../../../contract/error-codes';
import type { BulkProduct } from '../../../../contract/product-sheet';

/** The body is JSON inside a JSON string (spec §7): quotes double; keep well below the cap. */
const CHUNK_MAX_CHARS = Math.floor(MAX_BODY_BYTES * 0.4);

export function chunkProducts(products: readonly BulkProduct[], maxRows = BULK_CHUNK_MAX): BulkProduct[][] {
  const chunks: BulkProduct[][] = [];
  let current: BulkProduct[] = [];
  let chars = 0;
  for (const product of products) {
    const size = JSON.stringify(product).length;
    if (current.length > 0 && (current.length >= maxRows || chars + size > CHUNK_MAX_CHARS)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(product);
    chars += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
