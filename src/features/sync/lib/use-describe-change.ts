import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { formatQuantity } from '../../../../contract/money';
import type { OfflineArgs } from '../../../../contract/calls';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import type { OutboxEntry } from '../../../lib/outbox/types';

/** One line saying what a queued change does, in the user's language. */
export function useDescribeChange(): (entry: OutboxEntry, orderLabel: string) => string {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  return useCallback(
    (entry: OutboxEntry, orderLabel: string): string => {
      switch (entry.name) {
        case 'order.move': {
          const args = entry.args as OfflineArgs<'order.move'>;
          const from = statusLabel(args.from);
          const to = statusLabel(args.to);
          return t`Mover la orden ${orderLabel} de «${from}» a «${to}»`;
        }
        case 'order.addNote': {
          const args = entry.args as OfflineArgs<'order.addNote'>;
          const text = args.text.length > 60 ? `${args.text.slice(0, 60)}…` : args.text;
          return t`Nota en la orden ${orderLabel}: «${text}»`;
        }
        case 'picking.take':
          return t`Tomar la orden ${orderLabel} para pickear`;
        case 'picking.finish':
          return t`Terminar el picking de la orden ${orderLabel}`;
        case 'picking.setLine': {
          const args = entry.args as OfflineArgs<'picking.setLine'>;
          const quantity = args.pickedQuantity ?? 0;
          // Unit quantities are whole thousandths; anything else is a weight.
          const amount = formatQuantity(quantity, i18n.locale, quantity % 1000 !== 0);
          const lineId = args.lineId;
          switch (args.pickState) {
            case 'picked':
              return t`Orden ${orderLabel}, línea ${lineId}: pickeado ${amount}`;
            case 'out_of_stock':
              return t`Orden ${orderLabel}, línea ${lineId}: sin stock`;
            case 'substituted':
              return t`Orden ${orderLabel}, línea ${lineId}: sustituida (${amount})`;
            case 'pending':
              return t`Orden ${orderLabel}, línea ${lineId}: vuelve a pendiente`;
          }
        }
      }
      return entry.name;
    },
    [t, i18n.locale, statusLabel],
  );
}
