/**
 * Price with and without IVA and the IVA rate: the user types either price and the other is derived by THE rule
 * (contract/catalogue-prices.ts) as they type; the rate comes from the company's list or is typed. A composite whose
 * price is derived from its components shows both prices read-only (the composite editor sets them); only its rate
 * is edited here.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TABULAR, useFormat } from '../../../lib/format';
import { moneyText } from '../../../lib/money-text';
import { derivedPrices, type ProductFormState } from '../lib/product-form-state';

const OTHER = 'other';

/** A percentage typed with up to 2 decimals ("12,5") as basis points, or null. */
export function parseRateText(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10000 ? bp : null;
}

export interface ProductFormPricesProps {
  state: ProductFormState;
  taxRates: readonly number[];
  currency: string;
  errors: Record<string, string | undefined>;
  onChange: (patch: Partial<ProductFormState>) => void;
  /** The composite editor's address when the price is derived from components (the prices are then read-only). */
  derivedFrom?: string | null | undefined;
}

export function ProductFormPrices({ state, taxRates, currency, errors, onChange, derivedFrom }: ProductFormPricesProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const derived = derivedFrom !== null && derivedFrom !== undefined;
  const f = useFormat();
  const rates = taxRates.includes(state.taxRateBp) ? taxRates : [...taxRates, state.taxRateBp].toSorted((a, b) => a - b);
  const [typingRate, setTypingRate] = useState<string | null>(null);
  const [rateError, setRateError] = useState<string | null>(null);
  const prices = derivedPrices(state);
  // The price the user did not type shows the derived value; typing into it makes it the source.
  const netText = state.priceSource === 'net' ? state.priceText : prices ? moneyText(prices.priceCents, f.locale) : '';
  const grossText = state.priceSource === 'gross' ? state.priceText : prices ? moneyText(prices.priceWithTaxCents, f.locale) : '';
  const hint = (cents: number | undefined) => (cents === undefined ? undefined : f.money(cents, currency));
  const describe = (typed: boolean, otherNote: string, cents: number | undefined) => (derived ? t`Suma de sus componentes` : typed ? otherNote : hint(cents));

  return (
    <Stack gap="sm">
      {derived && (
        <Text size="sm" c="dimmed">
          <Trans>El precio de este compuesto se calcula con sus componentes; aquí solo cambia la tasa de IVA.</Trans>{' '}
          <Anchor href={derivedFrom} onClick={(event) => { event.preventDefault(); void navigate({ href: derivedFrom }); }}>
            <Trans>Ir a Productos compuestos</Trans>
          </Anchor>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t`Precio sin IVA`}
          value={netText}
          inputMode="decimal"
          autoComplete="off"
          readOnly={derived}
          onChange={(event) => onChange({ priceSource: 'net', priceText: event.currentTarget.value })}
          error={errors['priceCents'] ?? (state.priceSource === 'net' ? errors['price'] : undefined)}
          description={describe(state.priceSource === 'gross', t`Calculado del precio con IVA`, prices?.priceCents)}
          styles={{ input: TABULAR }}
        />
        <TextInput
          label={t`Precio con IVA`}
          value={grossText}
          inputMode="decimal"
          autoComplete="off"
          readOnly={derived}
          onChange={(event) => onChange({ priceSource: 'gross', priceText: event.currentTarget.value })}
          error={errors['priceWithTaxCents'] ?? (state.priceSource === 'gross' ? errors['price'] : undefined)}
          description={describe(state.priceSource === 'net', t`Calculado del precio sin IVA`, prices?.priceWithTaxCents)}
          styles={{ input: TABULAR }}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label={t`Tasa de IVA`}
            data={[...rates.map((bp) => ({ value: String(bp), label: f.rate(bp) })), { value: OTHER, label: t`Otra tasa…` }]}
            value={typingRate !== null ? OTHER : String(state.taxRateBp)}
            onChange={(value) => {
              if (value === OTHER) setTypingRate('');
              else if (value !== null) {
                setTypingRate(null);
                setRateError(null);
                onChange({ taxRateBp: Number(value) });
              }
            }}
            allowDeselect={false}
            error={errors['taxRateBp']}
            style={{ flex: 1 }}
          />
          {typingRate !== null && (
            <TextInput
              label={t`Tasa (%)`}
              value={typingRate}
              inputMode="decimal"
              w={110}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setTypingRate(text);
                const bp = parseRateText(text);
                setRateError(bp === null && text.trim() !== '' ? t`Escribe una tasa entre 0 y 100 %, con hasta dos decimales.` : null);
                if (bp !== null) onChange({ taxRateBp: bp });
              }}
              error={rateError}
            />
          )}
        </Group>
      </SimpleGrid>
    </Stack>
  );
}
