/** Names of the product's fields and of where a change came from, for the stale-save dialog and the history. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormField } from './product-form-state';

export const FORM_FIELD_LABELS: Record<FormField, MessageDescriptor> = {
  sku: msg`SKU`,
  name: msg`Nombre`,
  description: msg`Descripción`,
  brandId: msg`Marca`,
  mainCategoryId: msg`Categoría principal`,
  otherCategoryIds: msg`Otras categorías`,
  saleUnit: msg`Se vende por`,
  taxRateBp: msg`Tasa de IVA`,
  price: msg`Precio`,
  active: msg`Activo`,
  barcodes: msg`Códigos de barras`,
  stock: msg`Stock por bodega`,
};

/** Fields the audit trail records (server/catalogue/product-changes.ts), by their stored names. */
export const HISTORY_FIELD_LABELS: Record<string, MessageDescriptor> = {
  created: msg`Producto creado`,
  sku: msg`SKU`,
  name: msg`Nombre`,
  description: msg`Descripción`,
  brand: msg`Marca`,
  brandId: msg`Marca`,
  categories: msg`Categorías`,
  categoryId: msg`Categoría principal`,
  saleUnit: msg`Se vende por`,
  taxRateBp: msg`Tasa de IVA`,
  priceCents: msg`Precio sin IVA`,
  priceWithTaxCents: msg`Precio con IVA`,
  active: msg`Activo`,
  barcodes: msg`Códigos de barras`,
  images: msg`Imágenes`,
  imageUrl: msg`Imagen principal`,
  kind: msg`Tipo`,
  components: msg`Componentes`,
  displayOrder: msg`Orden de exhibición`,
};

export const CHANGE_SOURCE_LABELS: Record<string, MessageDescriptor> = {
  form: msg`Ficha del producto`,
  bulk_load: msg`Carga de productos`,
  mass_update: msg`Actualización masiva`,
  mass_undo: msg`Deshacer actualización masiva`,
  composite: msg`Productos compuestos`,
  images: msg`Imágenes`,
  stock: msg`Stock`,
  active: msg`Activar o desactivar`,
  display_order: msg`Orden de exhibición`,
  category_delete: msg`Categorías`,
  brand_delete: msg`Marcas`,
};
