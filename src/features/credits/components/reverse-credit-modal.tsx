/** Reverse a grant (what is left of it) or a spend (given back as credit without expiry); confirmed before sending. */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { CREDIT_REASON_MAX, type CreditEntry } from '../../../../contract/schemas/credits';
import { useFormat } from '../../../lib/format';
import { useReverseCredit, type CompanyScope } from '../api/credit-queries';
import { CreditFormModal } from './credit-form-modal';

interface ReverseCreditModalProps {
  scope: CompanyScope;
  entry: CreditEntry;
  currency: string;
  onClose: () => void;
}

export function ReverseCreditModal({ scope, entry, currency, onClose }: ReverseCreditModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const reverse = useReverseCredit(scope);
  const [reason, setReason] = useState('');
  const money = format.money(entry.kind === 'grant' ? (entry.remainingCents ?? 0) : Math.abs(entry.amountCents), currency);

  return (
    <CreditFormModal
      title={t`Revertir movimiento`}
      color="red"
      validate={() => ({
        reason: reason.trim() === '' ? t`Escribe el motivo.` : '',
      })}
      summary={() =>
        entry.kind === 'grant'
          ? t`Se quitarán ${money} del saldo del cliente: lo que queda de este crédito.`
          : t`Se devolverán ${money} al cliente como crédito sin vencimiento.`
      }
      confirmLabel={t`Revertir`}
      pending={reverse.isPending}
      send={async (mutationId) => {
        const result = await reverse.mutateAsync({
          input: { entryId: entry.id, reason: reason.trim() },
          mutationId,
        });
        const balance = format.money(result.balanceCents, currency);
        return t`Movimiento revertido. Saldo: ${balance}.`;
      }}
      onClose={onClose}
    >
      {(confirming, errors) => (
        <TextInput
          label={t`Motivo`}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={CREDIT_REASON_MAX}
          error={errors['reason'] || undefined}
          disabled={confirming}
          required
          data-autofocus
        />
      )}
    </CreditFormModal>
  );
}
