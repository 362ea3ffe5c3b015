/** Grant store credit to one customer: amount, reason, optional last day to spend it; confirmed before sending. */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseMoney } from '../../../../contract/money';
import { CREDIT_AMOUNT_MAX, CREDIT_REASON_MAX } from '../../../../contract/schemas/credits';
import { useFormat } from '../../../lib/format';
import { useGrantCredit, type CompanyScope } from '../api/credit-queries';
import { CreditFormModal } from './credit-form-modal';
import { localToday } from '../lib/local-today';
import { useDateFormat } from '../lib/use-date-format';

interface GrantCreditModalProps {
  scope: CompanyScope;
  customerId: number;
  customerName: string;
  currency: string;
  onClose: () => void;
}

export function GrantCreditModal({ scope, customerId, customerName, currency, onClose }: GrantCreditModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const formatDate = useDateFormat();
  const grant = useGrantCredit(scope);
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const amount = parseMoney(amountText);

  const validate = () => ({
    amountCents:
      amount === null || amount <= 0
        ? t`Escribe un monto mayor que cero, con hasta 2 decimales.`
        : amount > CREDIT_AMOUNT_MAX
          ? t`El monto es demasiado grande.`
          : '',
    reason: reason.trim() === '' ? t`Escribe el motivo.` : '',
    expiresOn: expiresOn !== '' && expiresOn <= localToday() ? t`El vencimiento debe ser posterior a hoy.` : '',
  });

  return (
    <CreditFormModal
      title={t`Otorgar crédito a ${customerName}`}
      validate={validate}
      summary={() => {
        const money = format.money(amount ?? 0, currency);
        const lastDay = expiresOn ? formatDate(expiresOn) : '';
        return expiresOn
          ? t`Se otorgarán ${money} a ${customerName}, válidos hasta el ${lastDay}.`
          : t`Se otorgarán ${money} a ${customerName}, sin vencimiento.`;
      }}
      confirmLabel={t`Otorgar crédito`}
      pending={grant.isPending}
      send={async (mutationId) => {
        const result = await grant.mutateAsync({
          input: {
            customerId,
            amountCents: amount ?? 0,
            reason: reason.trim(),
            ...(expiresOn ? { expiresOn } : {}),
          },
          mutationId,
        });
        const balance = format.money(result.balanceCents, currency);
        return t`Crédito otorgado. Saldo: ${balance}.`;
      }}
      onClose={onClose}
    >
      {(confirming, errors) => (
        <>
          <TextInput
            label={t`Monto`}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.currentTarget.value)}
            error={errors['amountCents'] || undefined}
            disabled={confirming}
            required
            data-autofocus
          />
          <TextInput
            label={t`Motivo`}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={CREDIT_REASON_MAX}
            error={errors['reason'] || undefined}
            disabled={confirming}
            required
          />
          <TextInput
            type="date"
            label={t`Vence el`}
            description={t`Último día en que se puede usar. Vacío: no vence.`}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.currentTarget.value)}
            error={errors['expiresOn'] || undefined}
            disabled={confirming}
          />
        </>
      )}
    </CreditFormModal>
  );
}
