import type { Screen } from './screens';

/**
 * The REST upload routes (multipart/form-data, one file each): not middleware calls, because a file is not JSON.
 * Each row says how large a file may be, which types are accepted and which screens' roles may upload (checked on
 * the server like a call's `screens` access, `roleMayCall`). The session travels as `Authorization: Bearer <token>`.
 */
export interface FileRouteDef {
  /** The URL the client posts the form to. */
  url: string;
  /** Largest accepted file, in bytes (a larger one is answered BODY_TOO_LARGE, 413). */
  maxBytes: number;
  /** Accepted MIME types (the server also checks the content itself). */
  accept: readonly string[];
  /** File name extensions the picker offers. */
  extensions: readonly string[];
  /** Whose roles may upload: a role that may see at least one of these screens. */
  screens: readonly Screen[];
  /** The form fields besides the file, by name. */
  fields: readonly string[];
}

const MB = 1024 * 1024;

/** Image types a product image or brand logo may be (sharp decodes them; everything is re-encoded to WebP). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif', '.avif'] as const;

export const FILE_ROUTES = {
  productImage: {
    url: '/api/files/product-image',
    maxBytes: 15 * MB,
    accept: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    screens: ['market'],
    fields: ['productId', 'position'],
  },
  brandLogo: {
    url: '/api/files/brand-logo',
    maxBytes: 5 * MB,
    accept: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    screens: ['marcas'],
    fields: ['brandId'],
  },
  // Pictures of the storefront's content (UI items, the intrusive banner) and of push messages (issue 19). SA names
  // the company in `empresaId`; everyone else is held to their own. Answers `ContentImageUploaded`.
  contentImage: {
    url: '/api/files/content-image',
    maxBytes: 10 * MB,
    accept: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    screens: ['contenido', 'invasivo', 'notificaciones'],
    fields: ['empresaId'],
  },
  productImagesZip: {
    url: '/api/files/product-images-zip',
    maxBytes: 200 * MB,
    accept: ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'],
    extensions: ['.zip'],
    screens: ['cargar-productos'],
    // SA names the company the images are for; everyone else is held to their own.
    fields: ['empresaId'],
  },
} as const satisfies Record<string, FileRouteDef>;

export type FileRoute = keyof typeof FILE_ROUTES;

/** Zip caps (mass image upload): entries, each entry's and the whole zip's inflated size, and the inflation ratio. */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxEntryBytes: 15 * MB,
  maxTotalBytes: 1024 * MB,
  /** Inflated / compressed size of one entry above this is a zip bomb (images barely compress). */
  maxRatio: 100,
} as const;

/** Where stored files are served from: `GET /files/<key>`. */
export const FILES_URL_PREFIX = '/files/';

/** Most images one product may have. */
export const MAX_PRODUCT_IMAGES = 12;

/** The web sizes (pixels wide) every product image is stored at, WebP. */
export const IMAGE_WIDTHS = [160, 480, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The size `products.image_url` points at (lists and picking show it). */
export const MAIN_IMAGE_WIDTH: ImageWidth = 480;

/** The public URL of one stored size of an image whose storage key (product_images.storage_key) is `key`. */
export function imageUrl(key: string, width: ImageWidth = MAIN_IMAGE_WIDTH): string {
  return `${FILES_URL_PREFIX}${key}-${width}.webp`;
}

/** The public URL of a stored file by its full key (e.g. a brand logo: brands.logo_key). */
export function fileUrl(key: string): string {
  return `${FILES_URL_PREFIX}${key}`;
}

/** What `/api/files/product-image` answers in `data`. */
export interface ProductImageUploaded {
  id: number;
  productId: number;
  position: number;
  width: number;
  height: number;
  /** The 480 px URL. */
  url: string;
  /** products.image_url after the upload. */
  imageUrl: string | null;
  /** products.version after the upload. */
  version: number;
}

/** What `/api/files/brand-logo` answers in `data`. */
export interface BrandLogoUploaded {
  brandId: number;
  logoKey: string;
  url: string;
}

/**
 * What `/api/files/content-image` answers in `data`: the stored key (what a UI item, banner or push message saves in
 * its `imageKey`) and its URLs. Content images are stored at every IMAGE_WIDTHS size, like product images.
 */
export interface ContentImageUploaded {
  imageKey: string;
  /** The 1024 px URL (banners are wide). */
  url: string;
  width: number;
  height: number;
}

/** A content image's public URL by its stored key (1024 px, the size banners and carousels show). */
export function contentImageUrl(key: string): string {
  return imageUrl(key, 1024);
}

/**
 * Why an upload (or one file of a zip) was refused: `detalle.reason` of the refusal, `code` of a zip report's rejected
 * file. The client translates these; the Spanish `mensaje`/`reason` text is the fallback.
 */
export const UPLOAD_REFUSALS = [
  'no_file',
  'too_large',
  'not_image',
  'too_many_pixels',
  'max_images',
  'bad_name',
  'bad_type',
  'not_zip',
  'zip_corrupt',
  'zip_entries',
  'zip_total',
  'zip_bomb',
] as const;
export type UploadRefusal = (typeof UPLOAD_REFUSALS)[number];

/** What `/api/files/product-images-zip` answers in `data`: the mass image upload's report. */
export interface ZipImagesReport {
  attached: Array<{ file: string; sku: string }>;
  unmatched: string[];
  rejected: Array<{ file: string; reason: string; code: UploadRefusal }>;
}

export interface FileRouteData {
  productImage: ProductImageUploaded;
  brandLogo: BrandLogoUploaded;
  productImagesZip: ZipImagesReport;
  contentImage: ContentImageUploaded;
}
