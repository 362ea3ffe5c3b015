/**
 * Checking a typed or stepped quantity against the line's rule (contract/picking-math pickQuantityProblem),
 * with the message shown next to the field.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Milli } from '../../../../contract/money';
import { pickQuantityProblem } from '../../../../contract/picking-math';
import { WEIGHT_TOLERANCE_BP } from '../../../../contract/picking-constants';
import { useFormat } from '../../../lib/format';
import { parseWeight, weightText } from './parse-weight';

export interface QuantityCheck {
  /** The quantity in thousandths when it can be picked. */
  milli: Milli | null;
  /** Why not, in the user's language; null when valid (or nothing typed yet). */
  error: string | null;
}

/** The most a weighed amount may be: what was ordered plus the tolerance. */
export function weightLimit(ordered: Milli): Milli {
  return ordered + Math.round((ordered * WEIGHT_TOLERANCE_BP) / 10_000);
}

/** Checks a quantity for a product sold by `saleUnit`; `ordered` is null when it is not comparable. */
export function useQuantityCheck(): {
  checkWeightText: (text: string, ordered: Milli | null) => QuantityCheck;
  checkQuantity: (saleUnit: 'unit' | 'kg', milli: Milli, ordered: Milli | null) => string | null;
} {
  const { t } = useLingui();
  const f = useFormat();
  const checkQuantity = useCallback(
    (saleUnit: 'unit' | 'kg', milli: Milli, ordered: Milli | null): string | null => {
      const problem = pickQuantityProblem(saleUnit, ordered, milli, WEIGHT_TOLERANCE_BP);
      switch (problem) {
        case null:
          return null;
        case 'not_positive':
          return saleUnit === 'kg' ? t`El peso debe ser mayor que cero.` : t`La cantidad debe ser al menos 1.`;
        case 'not_whole_units':
          return t`Este producto se vende por unidades enteras.`;
        case 'more_than_ordered':
          return t`No puede ser más de lo pedido (${f.quantity(ordered ?? 0, false)}).`;
        case 'too_heavy': {
          const max = f.quantity(weightLimit(ordered ?? 0), true);
          const tolerance = new Intl.NumberFormat(f.locale, { style: 'percent' }).format(WEIGHT_TOLERANCE_BP / 10_000);
          return t`Es demasiado: como máximo ${max} kg (lo pedido más un ${tolerance}).`;
        }
      }
    },
    [t, f],
  );
  const checkWeightText = useCallback(
    (text: string, ordered: Milli | null): QuantityCheck => {
      if (text.trim() === '') return { milli: null, error: null };
      const milli = parseWeight(text, f.locale);
      if (milli === null) {
        const example = weightText(1250, f.locale);
        return { milli: null, error: t`Escribe el peso en kg con hasta 3 decimales, por ejemplo ${example}.` };
      }
      const error = checkQuantity('kg', milli, ordered);
      return { milli: error ? null : milli, error };
    },
    [t, f.locale, checkQuantity],
  );
  return { checkWeightText, checkQuantity };
}
