/** The upload's words in the user's language: each row problem, each file refusal, each column. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RowProblemCode, SheetField } from '../../../../contract/product-sheet';
import type { ReadErrorCode } from '../../../lib/sheets/sheet-read';

export const PROBLEM_LABELS: Record<RowProblemCode, MessageDescriptor> = {
  sku_required: msg`Falta el SKU.`,
  sku_too_long: msg`El SKU es demasiado largo (máximo 64 caracteres).`,
  sku_duplicate: msg`El SKU se repite en el archivo.`,
  name_required: msg`Falta el nombre.`,
  name_too_long: msg`El nombre es demasiado largo (máximo 200 caracteres).`,
  description_too_long: msg`La descripción es demasiado larga (máximo 1000 caracteres).`,
  brand_unknown: msg`La marca no existe en la empresa.`,
  category_unknown: msg`La categoría no existe en la empresa.`,
  category_ambiguous: msg`Hay varias categorías con ese nombre: escribe la ruta completa («Padre > Hija»).`,
  unit_invalid: msg`La unidad debe ser «unidad» o «kg».`,
  price_required: msg`Falta el precio (con o sin IVA).`,
  price_invalid: msg`El precio no es un importe válido (0 o más, hasta 2 decimales).`,
  price_mismatch: msg`El precio con IVA no corresponde al precio sin IVA y al IVA.`,
  tax_invalid: msg`El IVA debe ser un porcentaje entre 0 y 100.`,
  barcode_format: msg`Un código de barras no tiene 8, 12 o 13 dígitos.`,
  barcode_check_digit: msg`Un código de barras tiene mal el dígito de control.`,
  barcode_too_many: msg`Hay más de 20 códigos de barras.`,
  barcode_duplicate: msg`Un código de barras se repite en otro producto del archivo.`,
  barcode_taken: msg`Un código de barras ya pertenece a otro producto.`,
  stock_invalid: msg`El stock no es una cantidad válida (0 o más; por unidad, sin decimales).`,
  warehouse_unknown: msg`La bodega del stock no existe o no es tuya.`,
  active_invalid: msg`«activo» debe ser «sí» o «no».`,
  text_invalid: msg`El texto tiene caracteres que no se pueden guardar.`,
};

export const READ_ERRORS: Record<ReadErrorCode, MessageDescriptor> = {
  wrong_type: msg`El archivo no es una hoja de cálculo .xlsx o .xls.`,
  too_large: msg`El archivo es demasiado grande: el máximo es 20 MB.`,
  empty: msg`La hoja está vacía: necesita una fila de encabezados y al menos una fila de productos.`,
  encrypted: msg`El archivo está protegido con contraseña. Quítale la contraseña en Excel y vuelve a subirlo.`,
  corrupt: msg`No se pudo leer el archivo: está dañado o no es una hoja de cálculo válida.`,
  too_many_rows: msg`El archivo tiene demasiadas filas: el máximo es 100.000 productos por archivo.`,
  hostile: msg`El archivo tiene contenido no permitido y no se leyó.`,
};

export const FIELD_LABELS: Record<SheetField, MessageDescriptor> = {
  sku: msg`SKU`,
  name: msg`Nombre`,
  description: msg`Descripción`,
  brand: msg`Marca`,
  category: msg`Categoría`,
  unit: msg`Unidad`,
  priceWithTax: msg`Precio con IVA`,
  price: msg`Precio sin IVA`,
  taxRate: msg`IVA %`,
  barcodes: msg`Códigos de barras`,
  active: msg`Activo`,
};

export function problemText(i18n: I18n, code: RowProblemCode): string {
  return i18n._(PROBLEM_LABELS[code]);
}
