/**
 * The promo code and the card BIN of a sale (the call center, checkout). A code counts once applied (a button or
 * Enter), so half-typed codes are not priced; a BIN counts once it has 6 to 8 digits. What the server made of them
 * (applied or refused, and why) shows in the cart summary.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BIN_PATTERN, PROMO_CODE_MAX } from '../../contract/schemas/pricing';

export interface PromoChoice {
  /** The applied code ('' none). */
  code: string;
  /** The card BIN, once it has 6–8 digits ('' none). */
  bin: string;
}

export const NO_PROMO: PromoChoice = { code: '', bin: '' };

export function PromoFields({ value, onChange }: { value: PromoChoice; onChange: (next: PromoChoice) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState(value.code);
  const [bin, setBin] = useState(value.bin);
  const apply = () => onChange({ ...value, code: code.trim() });
  const binProblem = bin !== '' && !BIN_PATTERN.test(bin) ? t`El BIN son los primeros 6 a 8 dígitos de la tarjeta.` : undefined;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Group align="flex-end" gap={6} wrap="nowrap">
        <TextInput
          label={t`Código promocional`}
          value={code}
          maxLength={PROMO_CODE_MAX}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          autoComplete="off"
          w={180}
        />
        <Button variant="light" onClick={apply} disabled={code.trim() === value.code}>
          {code.trim() === '' && value.code !== '' ? <Trans>Quitar</Trans> : <Trans>Aplicar</Trans>}
        </Button>
      </Group>
      <TextInput
        label={t`BIN de la tarjeta`}
        description={t`Primeros 6 a 8 dígitos, para promociones de tarjeta`}
        value={bin}
        inputMode="numeric"
        maxLength={8}
        error={binProblem}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '');
          setBin(digits);
          const next = BIN_PATTERN.test(digits) ? digits : '';
          if (next !== value.bin) onChange({ ...value, bin: next });
        }}
        autoComplete="off"
        w={220}
      />
    </Group>
  );
}
