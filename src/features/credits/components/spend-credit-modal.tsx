/** Record a spend of store credit by one of the customer's orders; confirmed before sending. */
import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseMoney } from '../../../../contract/money';
import { CREDIT_REASON_MAX } from '../../../../contract/schemas/credits';
import { useFormat } from '../../../lib/format';
import { useSpendCredit, type CompanyScope } from '../api/credit-queries';
import { CreditFormModal } from './credit-form-modal';

interface SpendCreditModalProps {
  scope: CompanyScope;
  customerId: number;
  customerName: string;
  balanceCents: number;
  currency: string;
  onClose: () => void;
}

export function SpendCreditModal({ scope, customerId, customerName, balanceCents, currency, onClose }: SpendCreditModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const spend = useSpendCredit(scope);
  const [orderNumber, setOrderNumber] = useState('');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const amount = parseMoney(amountText);
  const available = format.money(balanceCents, currency);

  const validate = () => ({
    orderNumber: orderNumber.trim() === '' ? t`Escribe el número de la orden.` : '',
    amountCents:
      amount === null || amount <= 0
        ? t`Escribe un monto mayor que cero, con hasta 2 decimales.`
        : amount > balanceCents
          ? t`El cliente tiene ${available} de crédito.`
          : '',
  });

  return (
    <CreditFormModal
      title={t`Registrar consumo de ${customerName}`}
      validate={validate}
      summary={() => {
        const money = format.money(amount ?? 0, currency);
        const order = orderNumber.trim();
        return t`Se descontarán ${money} del crédito de ${customerName} por la orden ${order}.`;
      }}
      confirmLabel={t`Registrar consumo`}
      pending={spend.isPending}
      send={async (mutationId) => {
        const result = await spend.mutateAsync({
          input: {
            customerId,
            orderNumber: orderNumber.trim(),
            amountCents: amount ?? 0,
            ...(reason.trim() ? { reason: reason.trim() } : {}),
          },
          mutationId,
        });
        const balance = format.money(result.balanceCents, currency);
        return t`Consumo registrado. Saldo: ${balance}.`;
      }}
      onClose={onClose}
    >
      {(confirming, errors) => (
        <>
          <TextInput
            label={t`Número de orden`}
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.currentTarget.value)}
            error={errors['orderNumber'] || undefined}
            disabled={confirming}
            required
            data-autofocus
          />
          <TextInput
            label={t`Monto`}
            description={t`Disponible: ${available}`}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.currentTarget.value)}
            error={errors['amountCents'] || undefined}
            disabled={confirming}
            required
          />
          <TextInput
            label={t`Nota (opcional)`}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={CREDIT_REASON_MAX}
            disabled={confirming}
          />
        </>
      )}
    </CreditFormModal>
  );
}
