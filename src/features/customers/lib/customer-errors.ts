/** The customer forms' own field messages: what each field's format is, in the user's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/error-message';

const FORMAT_MESSAGES: Record<string, MessageDescriptor> = {
  email: msg`Escribe un correo válido, por ejemplo nombre@dominio.com.`,
  phone: msg`Escribe de 7 a 15 dígitos; puede empezar con +.`,
  documentId: msg`Usa de 5 a 20 letras, números o guiones.`,
};
const EMPTY_MESSAGES: Record<string, MessageDescriptor> = {
  nombre: msg`Escribe el nombre del cliente.`,
  address: msg`Escribe la dirección.`,
  city: msg`Escribe la ciudad.`,
};

/** `{ campo: message }` of a VALIDATION answer, with the customer fields' own messages where they have one. */
export function useCustomerFieldErrors(): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const result = fieldErrors(error, i18n);
      if (!(error instanceof ApiError)) return result;
      for (const issue of error.errores) {
        const descriptor = issue.codigo === 'invalid_format' ? FORMAT_MESSAGES[issue.campo] : issue.codigo === 'too_small' ? EMPTY_MESSAGES[issue.campo] : undefined;
        if (descriptor) result[issue.campo] = i18n._(descriptor);
      }
      return result;
    },
    [i18n],
  );
}
