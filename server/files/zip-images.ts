/**
 * The mass image upload: a .zip of images named by SKU or barcode (`<sku>.jpg` the main image, `<sku>-2.webp` the
 * second …), each matched to the company's product and attached as a single upload would. The whole zip is refused
 * (nothing attached) when it breaks a cap: every matched entry is inflated once to check before any is attached.
 */
import path from 'node:path';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { IMAGE_EXTENSIONS, MAX_PRODUCT_IMAGES, UPLOAD_REFUSALS, type UploadRefusal, type ZipImagesReport } from '../../contract/file-routes';
import type { AuthUser } from '../auth/auth-user';
import type { AppDb } from '../db/client';
import { productBarcodes, products } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';
import type { FileStore } from './file-store';
import { toWebImage } from './images';
import { attachImage, lockProduct, removeImageFiles, storeWebImage } from './product-images';
import { inflateEntry, listZip, openZip, type ZipItem } from './zip-reader';

export interface ZipContext {
  db: AppDb;
  files: FileStore;
  user: AuthUser;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void };
}

type FileItem = Extract<ZipItem, { kind: 'file' }>;
interface Planned {
  item: FileItem;
  productId: number;
  sku: string;
  /** 0 for `<code>.ext` (the main image), n − 1 for `<code>-n.ext`. */
  position: number;
}

const SUFFIX = /^(.+)-(\d{1,2})$/;

function candidates(base: string): Array<{ code: string; position: number }> {
  const list = [{ code: base, position: 0 }];
  const suffixed = SUFFIX.exec(base);
  const n = suffixed ? Number(suffixed[2]) : 0;
  if (suffixed?.[1] && n >= 2 && n <= MAX_PRODUCT_IMAGES) list.push({ code: suffixed[1], position: n - 1 });
  return list;
}

/** SKU (exact, then any case) or barcode → product, for the company. */
async function findProducts(db: AppDb, companyId: number, codes: string[]): Promise<(code: string) => { id: number; sku: string } | undefined> {
  const bySku = new Map<string, { id: number; sku: string }>();
  const byLowerSku = new Map<string, { id: number; sku: string }>();
  const byBarcode = new Map<string, { id: number; sku: string }>();
  for (let start = 0; start < codes.length; start += 1000) {
    const slice = codes.slice(start, start + 1000);
    const lower = slice.map((code) => code.toLowerCase());
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(and(eq(products.companyId, companyId), or(inArray(products.sku, slice), inArray(sql`lower(${products.sku})`, lower))));
    for (const row of rows) {
      bySku.set(row.sku, row);
      byLowerSku.set(row.sku.toLowerCase(), row);
    }
    const barcodes = await db
      .select({ barcode: productBarcodes.barcode, id: products.id, sku: products.sku })
      .from(productBarcodes)
      .innerJoin(products, eq(products.id, productBarcodes.productId))
      .where(and(eq(productBarcodes.companyId, companyId), inArray(productBarcodes.barcode, slice)));
    for (const row of barcodes) byBarcode.set(row.barcode, { id: row.id, sku: row.sku });
  }
  return (code) => bySku.get(code) ?? byBarcode.get(code) ?? byLowerSku.get(code.toLowerCase());
}

function refusalCode(error: CallError): UploadRefusal {
  const reason = error.detalle?.['reason'];
  return typeof reason === 'string' && (UPLOAD_REFUSALS as readonly string[]).includes(reason) ? (reason as UploadRefusal) : 'not_image';
}

const TYPE_REASON = `Tipo de archivo no admitido (usa ${IMAGE_EXTENSIONS.join(', ')}).`;

export async function attachZipImages(ctx: ZipContext, companyId: number, zipPath: string): Promise<ZipImagesReport> {
  const zip = await openZip(zipPath);
  const report: ZipImagesReport = { attached: [], unmatched: [], rejected: [] };
  try {
    const items = await listZip(zip);
    const images: FileItem[] = [];
    for (const item of items) {
      if (item.kind === 'bad-name') report.rejected.push({ file: item.name, reason: 'Nombre con ruta no permitida: se ignoró.', code: 'bad_name' });
      else if (!(IMAGE_EXTENSIONS as readonly string[]).includes(path.extname(item.name).toLowerCase())) report.rejected.push({ file: item.name, reason: TYPE_REASON, code: 'bad_type' });
      else images.push(item);
    }
    const codes = [...new Set(images.flatMap((item) => candidates(path.parse(item.name).name).map((c) => c.code)))];
    const lookup = await findProducts(ctx.db, companyId, codes);
    const planned: Planned[] = [];
    for (const item of images) {
      const match = candidates(path.parse(item.name).name)
        .map((c) => ({ ...c, product: lookup(c.code) }))
        .find((c) => c.product !== undefined);
      if (!match?.product) report.unmatched.push(item.name);
      else planned.push({ item, productId: match.product.id, sku: match.product.sku, position: match.position });
    }
    // The check pass: a bomb anywhere refuses the whole zip before anything is attached.
    for (const plan of planned) await inflateEntry(zip, plan.item, false);

    planned.sort((a, b) => a.productId - b.productId || a.position - b.position || a.item.name.localeCompare(b.item.name));
    for (const plan of planned) {
      const bytes = await inflateEntry(zip, plan.item, true);
      if (bytes === 'too-large') {
        report.rejected.push({ file: plan.item.name, reason: 'La imagen supera el tamaño máximo.', code: 'too_large' });
        continue;
      }
      let key: string | null = null;
      try {
        const image = await toWebImage(bytes);
        key = await storeWebImage(ctx.files, companyId, plan.productId, image);
        const storageKey = key;
        await ctx.db.transaction(async (tx) => {
          const product = await lockProduct(tx as unknown as AppDb, ctx.user, plan.productId);
          await attachImage(tx as unknown as AppDb, ctx.user, product, { storageKey, width: image.width, height: image.height }, plan.position, ctx.now());
        });
        report.attached.push({ file: plan.item.name, sku: plan.sku });
      } catch (error) {
        if (key !== null) await removeImageFiles(ctx.files, [key], ctx.log);
        if (!(error instanceof CallError)) throw error;
        report.rejected.push({ file: plan.item.name, reason: error.message, code: refusalCode(error) });
      }
    }
  } finally {
    zip.close();
  }
  return report;
}
