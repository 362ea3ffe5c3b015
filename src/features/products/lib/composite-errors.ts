import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';

/** The composite save's own field codes (server/calls/products/composites.ts), in the user's language. */
const COMPONENT_PROBLEMS: Record<string, MessageDescriptor> = {
  self: msg`Un producto no puede ser componente de sí mismo.`,
  duplicate: msg`Este componente está dos veces; deja uno y cambia su cantidad.`,
  inactive: msg`Este componente está inactivo: actívalo o elige otro.`,
  cycle: msg`Este componente ya contiene al producto: formaría un ciclo.`,
};

const FIELD = /^components\.(\d+)\.productId$/;

/** A refused save's problems per component (`components.N.productId` → that component's id), translated. */
export function useComponentErrors(): (error: unknown, sent: readonly { productId: number }[]) => Record<number, string> {
  const { i18n } = useLingui();
  return useCallback(
    (error, sent) => {
      const byProduct: Record<number, string> = {};
      if (!(error instanceof ApiError)) return byProduct;
      for (const issue of error.errores) {
        const index = FIELD.exec(issue.campo)?.[1];
        const productId = index === undefined ? undefined : sent[Number(index)]?.productId;
        if (productId === undefined || byProduct[productId] !== undefined) continue;
        const descriptor = COMPONENT_PROBLEMS[issue.codigo];
        byProduct[productId] = descriptor ? i18n._(descriptor) : issue.mensaje;
      }
      return byProduct;
    },
    [i18n],
  );
}
