/**
 * How the customer pays (the call center, checkout): cash or card on delivery, and store credit up to the balance
 * and the order total. When the credit covers the whole total the payment is store credit alone.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TABULAR, useFormat } from '../lib/format';
import { creditBalanceQuery } from '../lib/selling/selling-queries';

export interface PaymentChoice {
  /** Paid on delivery. */
  method: 'cash' | 'card';
  useCredit: boolean;
  /** Store credit to use, cents (kept within the balance and the total when placing). */
  creditCents: number;
}

export const DEFAULT_PAYMENT: PaymentChoice = { method: 'cash', useCredit: false, creditCents: 0 };

/** The credit actually used: what was asked, within the balance and the order total. */
export function creditToUse(choice: PaymentChoice, balanceCents: number, totalCents: number): number {
  if (!choice.useCredit) return 0;
  return Math.max(0, Math.min(choice.creditCents, balanceCents, totalCents));
}

/** `pago` of `/Order/Place`: store credit alone when it covers the total. */
export function paymentOf(choice: PaymentChoice, creditCents: number, totalCents: number): 'cash' | 'card' | 'store_credit' {
  return creditCents > 0 && creditCents >= totalCents ? 'store_credit' : choice.method;
}

export function PaymentChooser({ customerId, value, onChange, totalCents, currency }: { customerId: number; value: PaymentChoice; onChange: (next: PaymentChoice) => void; totalCents: number; currency: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const balance = useQuery(creditBalanceQuery(customerId));
  const balanceCents = balance.data?.balanceCents ?? 0;
  const used = creditToUse(value, balanceCents, totalCents);
  return (
    <Stack gap="sm">
      <Radio.Group label={t`Pago contra entrega`} value={value.method} onChange={(next) => onChange({ ...value, method: next === 'card' ? 'card' : 'cash' })}>
        <Group gap="lg" mt={4}>
          <Radio value="cash" label={t`Efectivo`} />
          <Radio value="card" label={t`Tarjeta`} />
        </Group>
      </Radio.Group>
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm">
            <Trans>Crédito de tienda disponible:</Trans>
          </Text>
          <Text size="sm" fw={600} style={TABULAR} data-testid="credit-balance">
            {balance.data ? f.money(balanceCents, balance.data.currency) : '—'}
          </Text>
        </Group>
        <Checkbox
          label={t`Usar crédito de tienda`}
          disabled={balanceCents <= 0}
          checked={value.useCredit && balanceCents > 0}
          onChange={(event) => onChange({ ...value, useCredit: event.currentTarget.checked, creditCents: event.currentTarget.checked ? Math.min(balanceCents, totalCents) : 0 })}
        />
        {value.useCredit && balanceCents > 0 ? (
          <NumberInput
            label={t`Crédito a usar`}
            value={value.creditCents / 100}
            onChange={(next) => onChange({ ...value, creditCents: typeof next === 'number' ? Math.round(next * 100) : 0 })}
            min={0}
            max={Math.min(balanceCents, totalCents) / 100}
            decimalScale={2}
            fixedDecimalScale
            clampBehavior="blur"
            allowNegative={false}
            description={t`Por cobrar en la entrega: ${f.money(Math.max(0, totalCents - used), currency)}`}
            maw={220}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
