/** Plain catalogue constants (zod-free, so client code can use them without the schemas). */
export const SALE_UNITS = ['unit', 'kg'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];

export const PRODUCT_KINDS = ['simple', 'composite'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_SORTS = ['name', 'sku', 'price', 'updated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Largest page of `/Product/List`. */
export const PRODUCT_PAGE_MAX = 200;
/** Spec §9: rows per `/product/bulk_load` chunk. */
export const BULK_CHUNK_MAX = 500;
/** Spec §9: the spreadsheet types `/cargar-productos` reads. */
export const SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls'] as const;
/** Most products one `/Product/SetActive` changes (a selection of /market/productos; the screen sends more in parts). */
export const SET_ACTIVE_MAX = 500;
