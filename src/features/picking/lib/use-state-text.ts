/** A line's pick state in words ("Pickeado: 2 de 3", "Sustituido por Leche 1 L: 2 u"), for cards and conflicts. */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { PickingLine, PickingProduct, PickState, SubstituteApproval } from '../../../../contract/schemas/picking';
import { useFormat } from '../../../lib/format';
import { APPROVAL_LABELS } from './labels';

export interface StateLike {
  pickState: PickState;
  pickedQuantity?: number | null;
  substitute?: Pick<PickingProduct, 'name' | 'saleUnit'> | null;
  substituteApproval?: SubstituteApproval | null;
}

export function useStateText(): (state: StateLike, line: Pick<PickingLine, 'type' | 'orderedQuantity'>) => string {
  const { t, i18n } = useLingui();
  const f = useFormat();
  return useCallback(
    (state, line) => {
      const weighted = line.type === 'kg';
      const qty = (milli: number, kg: boolean) => (kg ? `${f.quantity(milli, true)} kg` : f.quantity(milli, false));
      switch (state.pickState) {
        case 'pending':
          return t`Por pickear`;
        case 'out_of_stock':
          return t`Sin stock`;
        case 'picked': {
          const picked = qty(state.pickedQuantity ?? 0, weighted);
          const ordered = qty(line.orderedQuantity, weighted);
          return t`Pickeado: ${picked} de ${ordered}`;
        }
        case 'substituted': {
          const name = state.substitute?.name ?? t`otro producto`;
          const amount = qty(state.pickedQuantity ?? 0, state.substitute?.saleUnit === 'kg');
          const approval = i18n._(APPROVAL_LABELS[state.substituteApproval ?? 'pendiente']);
          return t`Sustituido por ${name}: ${amount} (aprobación: ${approval})`;
        }
      }
    },
    [t, i18n, f],
  );
}
