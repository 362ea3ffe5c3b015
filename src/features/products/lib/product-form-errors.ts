/**
 * The product form's field problems in the user's language: the contract's rules (productFormProblems) checked as
 * the user types, and the server's answer (uniqueness naming the other product, a brand or category gone).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BARCODE_MAX_PER_PRODUCT } from '../../../../contract/barcodes';
import type { FieldIssue } from '../../../../contract/envelope';
import { PRODUCT_NAME_MAX, PRODUCT_SKU_MAX } from '../../../../contract/schemas/product-detail';
import { ApiError } from '../../../lib/api-client';

const FIELD_CODES: Record<string, MessageDescriptor> = {
  required: msg`Este campo es obligatorio.`,
  sku_too_long: msg`El SKU puede tener hasta ${PRODUCT_SKU_MAX} caracteres.`,
  name_too_long: msg`El nombre puede tener hasta ${PRODUCT_NAME_MAX} caracteres.`,
  too_many_barcodes: msg`Un producto puede tener hasta ${BARCODE_MAX_PER_PRODUCT} códigos de barras.`,
  barcode_format: msg`No es un EAN-8, UPC-A o EAN-13: debe tener 8, 12 o 13 dígitos.`,
  barcode_check_digit: msg`El dígito de control no es correcto: revisa el código o escanéalo de nuevo.`,
  barcode_repeated: msg`Este código ya está en la lista.`,
  price_mismatch: msg`El precio con IVA no corresponde al precio sin IVA y la tasa.`,
  price_derived: msg`El precio de este compuesto se calcula con sus componentes; cámbialo en Productos compuestos.`,
  invalid_money: msg`Escribe un importe, por ejemplo 12,50.`,
  invalid_rate: msg`Escribe una tasa entre 0 y 100 %, con hasta dos decimales.`,
  invalid_quantity: msg`Escribe una cantidad, por ejemplo 12 o 1,5.`,
  negative_stock: msg`El stock no puede quedar en negativo.`,
  too_small: msg`El valor es demasiado pequeño.`,
  too_big: msg`El valor es demasiado grande.`,
};

/** `{ campo: message }`: the first problem of each field. `owners` names who has a SKU or barcode already. */
export function fieldMessages(issues: readonly FieldIssue[], i18n: I18n, owners: Record<string, { productName: string }> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    if (result[issue.campo] !== undefined) continue;
    const owner = owners[issue.campo]?.productName;
    if (issue.codigo === 'sku_taken') result[issue.campo] = owner ? i18n._(msg`Este SKU ya lo tiene el producto «${owner}».`) : issue.mensaje;
    else if (issue.codigo === 'barcode_taken') result[issue.campo] = owner ? i18n._(msg`Este código ya lo tiene el producto «${owner}».`) : issue.mensaje;
    else {
      const descriptor = FIELD_CODES[issue.codigo];
      result[issue.campo] = descriptor ? i18n._(descriptor) : issue.mensaje;
    }
  }
  return result;
}

/** The server's field problems of a refused save, translated. */
export function serverFieldMessages(error: unknown, i18n: I18n): Record<string, string> {
  if (!(error instanceof ApiError) || error.codigo !== 'VALIDATION') return {};
  const owners = (error.detalle?.['owners'] ?? {}) as Record<string, { productName: string }>;
  return fieldMessages(error.errores, i18n, owners);
}
