/**
 * The REST upload routes (contract/file-routes.ts) and `GET /files/<key>`. Uploads carry the session as
 * `Authorization: Bearer <token>` and are checked like middleware calls: session, role (the row's screens), then the
 * record's company. Answers use the middleware's envelope. Encapsulated: multipart parsing exists only here.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleMayCall } from '../../contract/calls';
import { contentImageUrl, FILE_ROUTES, FILES_URL_PREFIX, fileUrl, imageUrl, type ContentImageUploaded, type FileRoute, type FileRouteDef } from '../../contract/file-routes';
import type { AuthUser } from '../auth/auth-user';
import { assertCompanyAccess, requireCompany } from '../auth/scope';
import type { AppDb } from '../db/client';
import { brands, products } from '../db/schema/catalogue';
import { CallError, notFound } from '../errors/call-error';
import { isFileKey } from '../files/file-store';
import { toLogo, toWebImage } from '../files/images';
import { attachImage, lockProduct, removeImageFiles, storeWebImage } from '../files/product-images';
import { attachZipImages } from '../files/zip-images';
import { INTERNAL_MESSAGE, sendError } from './answers';

const MB = 1024 * 1024;

/** The session and role check of a route; null when it already answered (401/403). */
async function authorize(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, def: FileRouteDef): Promise<AuthUser | null> {
  const match = /^Bearer\s+(\S{20,200})$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    sendError(reply, 'NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
    return null;
  }
  const check = await app.authenticate(match[1]);
  if (!check.ok) {
    if (check.codigo === 'SESSION_EXPIRED') sendError(reply, 'SESSION_EXPIRED', 'Tu sesión expiró. Vuelve a iniciar sesión.');
    else sendError(reply, 'NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
    return null;
  }
  if (!roleMayCall(check.user.role, { kind: 'screens', screens: def.screens })) {
    sendError(reply, 'FORBIDDEN', 'Tu rol no tiene permiso para esta acción.');
    return null;
  }
  return check.user;
}

/** The one file part, with the text fields sent before it. Multipart limit errors become clear refusals. */
async function readPart(request: FastifyRequest, def: FileRouteDef): Promise<{ part: MultipartFile; fields: Record<string, string> }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: def.maxBytes, files: 1, fields: def.fields.length, fieldSize: 100, parts: def.fields.length + 1 } });
  } catch (error) {
    throw multipartRefusal(error, def);
  }
  if (!part) throw new CallError('VALIDATION', 'Falta el archivo.', { reason: 'no_file' }, [{ campo: 'file', codigo: 'required', mensaje: 'Falta el archivo.' }]);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (value && !Array.isArray(value) && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { part, fields };
}

function tooLarge(def: FileRouteDef): CallError {
  return new CallError('BODY_TOO_LARGE', `El archivo supera el máximo de ${Math.round(def.maxBytes / MB)} MB.`, { reason: 'too_large', maxBytes: def.maxBytes });
}

function multipartRefusal(error: unknown, def: FileRouteDef): CallError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(def);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new CallError('BAD_REQUEST', 'Envía el archivo como multipart/form-data.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new CallError('BAD_REQUEST', 'Envía un solo archivo y solo los campos del formulario.');
  if (typeof code === 'string' && code.startsWith('FST_')) return new CallError('BAD_REQUEST', 'El formulario enviado no es válido.');
  if (error instanceof CallError) return error;
  throw error;
}

async function fileBytes(part: MultipartFile, def: FileRouteDef): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw multipartRefusal(error, def);
  }
}

/** A positive integer form field (ids, positions). */
function intField(fields: Record<string, string>, name: string, label: string, optional: true): number | undefined;
function intField(fields: Record<string, string>, name: string, label: string): number;
function intField(fields: Record<string, string>, name: string, label: string, optional = false): number | undefined {
  const raw = fields[name];
  if (raw === undefined && optional) return undefined;
  const value = raw !== undefined && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value > 2_147_483_647) {
    const mensaje = `${label} no es válido.`;
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: name, codigo: raw === undefined ? 'required' : 'invalid', mensaje }]);
  }
  return value;
}

type Upload = (user: AuthUser, request: FastifyRequest) => Promise<unknown>;

export async function fileRoutesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fieldNameSize: 100, headerPairs: 50 } });
  const db = (): AppDb => app.database.db;

  const route = (name: FileRoute, upload: Upload) => {
    const def: FileRouteDef = FILE_ROUTES[name];
    app.post(def.url, async (request, reply) => {
      try {
        const user = await authorize(app, request, reply, def);
        if (!user) return reply;
        const data = await upload(user, request);
        return reply.code(200).send({ bOk: true, data });
      } catch (error) {
        if (error instanceof CallError) return sendError(reply, error.codigo, error.message, { detalle: error.detalle, errores: error.errores });
        request.log.error({ err: error, url: def.url }, 'upload failed');
        return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
      }
    });
  };

  route('productImage', async (user, request) => {
    const def = FILE_ROUTES.productImage;
    const { part, fields } = await readPart(request, def);
    const productId = intField(fields, 'productId', 'El producto');
    const position = intField(fields, 'position', 'La posición', true);
    // The company first: another company's product is NOT_FOUND before any byte is decoded or stored.
    const [found] = await db().select({ companyId: products.companyId }).from(products).where(eq(products.id, productId));
    if (!found) throw notFound('El producto');
    assertCompanyAccess(user, found.companyId, 'El producto');
    const image = await toWebImage(await fileBytes(part, def));
    const storageKey = await storeWebImage(app.files, found.companyId, productId, image);
    try {
      return await db().transaction(async (tx) => {
        const product = await lockProduct(tx as unknown as AppDb, user, productId);
        const { data, imageId } = await attachImage(tx as unknown as AppDb, user, product, { storageKey, width: image.width, height: image.height }, position, app.now());
        const attached = data.images.find((img) => img.id === imageId);
        return { id: imageId, productId, position: attached?.position ?? 0, width: image.width, height: image.height, url: imageUrl(storageKey), imageUrl: data.imageUrl, version: data.version };
      });
    } catch (error) {
      await removeImageFiles(app.files, [storageKey], request.log);
      throw error;
    }
  });

  route('brandLogo', async (user, request) => {
    const def = FILE_ROUTES.brandLogo;
    const { part, fields } = await readPart(request, def);
    const brandId = intField(fields, 'brandId', 'La marca');
    const [brand] = await db().select({ companyId: brands.companyId, logoKey: brands.logoKey }).from(brands).where(eq(brands.id, brandId));
    if (!brand) throw notFound('La marca');
    assertCompanyAccess(user, brand.companyId, 'La marca');
    const logo = await toLogo(await fileBytes(part, def));
    const logoKey = `brands/${brand.companyId}/${brandId}-${randomBytes(12).toString('hex')}.webp`;
    await app.files.put(logoKey, logo, 'image/webp');
    const [old] = await db()
      .update(brands)
      .set({ logoKey })
      .where(eq(brands.id, brandId))
      .returning({ id: brands.id })
      .then((rows) => rows.map(() => brand.logoKey));
    // The previous logo goes after the new one is recorded.
    if (old) await app.files.delete(old).catch((error: unknown) => request.log.warn({ err: error }, 'could not delete an old logo'));
    return { brandId, logoKey, url: fileUrl(logoKey) };
  });

  route('contentImage', async (user, request): Promise<ContentImageUploaded> => {
    const def = FILE_ROUTES.contentImage;
    const { part, fields } = await readPart(request, def);
    const empresaId = intField(fields, 'empresaId', 'La empresa', true);
    const companyId = await requireCompany(db(), user, empresaId === undefined ? {} : { empresaId });
    const image = await toWebImage(await fileBytes(part, def));
    const key = `content/${companyId}/${randomBytes(12).toString('hex')}`;
    for (const size of image.sizes) await app.files.put(`${key}-${size.width}.webp`, size.bytes, 'image/webp');
    return { imageKey: key, url: contentImageUrl(key), width: image.width, height: image.height };
  });

  route('productImagesZip', async (user, request) => {
    const def = FILE_ROUTES.productImagesZip;
    const { part, fields } = await readPart(request, def);
    const empresaId = intField(fields, 'empresaId', 'La empresa', true);
    const companyId = await requireCompany(db(), user, empresaId === undefined ? {} : { empresaId });
    // On disk, not in memory: yauzl reads the central directory and each entry from the file.
    const dir = await mkdtemp(path.join(tmpdir(), 'canasta-zip-'));
    try {
      const file = path.join(dir, 'upload.zip');
      try {
        await pipeline(part.file, createWriteStream(file));
      } catch (error) {
        throw multipartRefusal(error, def);
      }
      if (part.file.truncated) throw tooLarge(def);
      return await attachZipImages({ db: db(), files: app.files, user, now: app.now, log: request.log }, companyId, file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Stored files: public (an <img> sends no token) but unguessable (random keys), and never changing.
  app.get(`${FILES_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const stored = isFileKey(key) ? await app.files.get(key) : null;
    if (!stored) return sendError(reply, 'NOT_FOUND', 'El archivo no existe.');
    void reply
      .header('Content-Type', stored.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      // Public pictures (a storefront on another origin shows them too); helmet's default would allow only this origin.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      // A stored file is never a document to run: no scripts even if one were opened directly.
      .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    if (stored.size > 0) void reply.header('Content-Length', String(stored.size));
    return reply.send(stored.body);
  });
}
