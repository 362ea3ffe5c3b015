/** A form problem (form-problems.ts) in words; `range` names the limits the field allows. */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Problem } from './form-problems';

export function useProblemText(): (problem: Problem | undefined, range?: string) => string | undefined {
  const { t } = useLingui();
  return useCallback(
    (problem: Problem | undefined, range?: string) => {
      switch (problem) {
        case undefined:
          return undefined;
        case 'required':
          return t`Este campo es obligatorio.`;
        case 'tooLong':
          return t`El texto es demasiado largo.`;
        case 'money':
          return t`Escribe un importe con hasta 2 decimales.`;
        case 'percent':
          return t`Escribe un porcentaje mayor que 0 y de hasta 100, con hasta 2 decimales.`;
        case 'range':
          return range ?? t`El valor está fuera del rango permitido.`;
        case 'groups':
          return t`Elige al menos un grupo de usuarios.`;
        case 'window':
          return t`El fin debe ser posterior al inicio.`;
      }
    },
    [t],
  );
}
