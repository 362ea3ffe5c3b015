import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { UPLOAD_REFUSALS, type UploadRefusal } from '../../../../contract/file-routes';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';

/** Why an upload or a zip's file was refused (`detalle.reason` / the report's `code`), in the user's language. */
const REFUSALS: Record<UploadRefusal, MessageDescriptor> = {
  no_file: msg`Elige un archivo.`,
  too_large: msg`El archivo es demasiado grande.`,
  not_image: msg`El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).`,
  too_many_pixels: msg`La imagen tiene demasiados píxeles (máximo 40 megapíxeles).`,
  max_images: msg`El producto ya tiene el máximo de imágenes. Elimina alguna antes de subir otra.`,
  bad_name: msg`Nombre con carpetas o «..» no permitido: se ignoró.`,
  bad_type: msg`Tipo de archivo no admitido (usa JPEG, PNG, WebP, GIF o AVIF).`,
  not_zip: msg`El archivo no es un .zip válido.`,
  zip_corrupt: msg`El archivo .zip está dañado.`,
  zip_entries: msg`El .zip tiene demasiados archivos.`,
  zip_total: msg`El .zip descomprimido es demasiado grande.`,
  zip_bomb: msg`El .zip parece una bomba de descompresión: no se procesó ninguna imagen.`,
};

export function isUploadRefusal(value: unknown): value is UploadRefusal {
  return typeof value === 'string' && (UPLOAD_REFUSALS as readonly string[]).includes(value);
}

export function refusalMessage(code: UploadRefusal, i18n: I18n): string {
  return i18n._(REFUSALS[code]);
}

/** An upload's error: the refusal's own reason when the server named one, else the usual error message. */
export function describeUploadError(error: unknown, i18n: I18n): string {
  const reason = isApiError(error) ? error.detalle?.['reason'] : undefined;
  return isUploadRefusal(reason) ? refusalMessage(reason, i18n) : describeError(error, i18n);
}

export function useUploadErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => describeUploadError(error, i18n), [i18n]);
}

/** "12,5 MB" in the user's locale. */
export function formatMegabytes(bytes: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
