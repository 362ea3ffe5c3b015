/** One product's controls in Mi menú: available at the store, the store price (with IVA) and out of stock today. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { MENU_PRICE_MAX, type MyMenuRow } from '../../../../contract/schemas/my-menu';
import { Bidi } from '../../../components/bidi';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { moneyText, parseMoneyText } from '../../../lib/money-text';
import { useSetMenuOutOfStock, useSetMenuProduct, type MenuScope } from '../api/my-menu-queries';
import { useReadableColor } from '../../../components/order-status/readable-color';

export interface MenuPermissions {
  offer: boolean;
  outOfStock: boolean;
}

function useFailureToast() {
  const { t } = useLingui();
  const describe = useErrorMessage();
  return (error: unknown) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
}

export function AvailableControl({ row, scope, permissions }: { row: MyMenuRow; scope: MenuScope; permissions: MenuPermissions }) {
  const { t } = useLingui();
  const save = useSetMenuProduct(scope);
  const failed = useFailureToast();
  const readable = useReadableColor();
  if (!permissions.offer) {
    return (
      <Badge variant="light" color={row.available ? 'green' : 'gray'} styles={{ label: { color: readable(row.available ? 'green' : 'gray') } }}>
        {row.available ? <Trans>Disponible</Trans> : <Trans>No disponible</Trans>}
      </Badge>
    );
  }
  return (
    <Switch
      checked={row.available}
      disabled={save.isPending}
      aria-label={t`Disponible en la tienda: ${row.name}`}
      onChange={(event) =>
        save.mutate(
          { input: { productId: row.productId, available: event.currentTarget.checked, priceOverrideCents: row.priceOverrideCents }, mutationId: crypto.randomUUID() },
          { onError: failed },
        )
      }
    />
  );
}

export function OutOfStockControl({ row, scope, permissions }: { row: MyMenuRow; scope: MenuScope; permissions: MenuPermissions }) {
  const { t } = useLingui();
  const save = useSetMenuOutOfStock(scope);
  const failed = useFailureToast();
  const readable = useReadableColor();
  if (!permissions.outOfStock) {
    return row.outOfStockToday ? (
      <Badge variant="light" color="orange" styles={{ label: { color: readable('orange') } }}>
        <Trans>Agotado hoy</Trans>
      </Badge>
    ) : (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Switch
      color="orange"
      checked={row.outOfStockToday}
      disabled={save.isPending}
      aria-label={t`Agotado hoy: ${row.name}`}
      onChange={(event) =>
        save.mutate({ input: { productId: row.productId, outOfStockToday: event.currentTarget.checked }, mutationId: crypto.randomUUID() }, { onError: failed })
      }
    />
  );
}

/** The store price as typed in the user's locale; blank is the catalogue price. Saved on Enter or when leaving it. */
export function PriceControl({ row, scope, permissions }: { row: MyMenuRow; scope: MenuScope; permissions: MenuPermissions }) {
  const { t } = useLingui();
  const f = useFormat();
  const save = useSetMenuProduct(scope);
  const failed = useFailureToast();
  const shown = row.priceOverrideCents === null ? '' : moneyText(row.priceOverrideCents, f.locale);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const catalogue = f.money(row.catalogPriceCents);
  if (!permissions.offer) {
    return (
      <Text size="sm" style={TABULAR}>
        <Bidi numeric>{row.priceOverrideCents === null ? catalogue : f.money(row.priceOverrideCents)}</Bidi>
      </Text>
    );
  }
  const commit = () => {
    if (text === null || text === shown) return setText(null);
    const cents = text.trim() === '' ? null : parseMoneyText(text);
    if (cents !== null && (cents < 0 || cents > MENU_PRICE_MAX)) return setError(t`Escribe un precio entre 0 y ${f.money(MENU_PRICE_MAX)}.`);
    if (cents === null && text.trim() !== '') return setError(t`Escribe un precio, por ejemplo ${moneyText(1250, f.locale)}.`);
    setError(null);
    save.mutate(
      { input: { productId: row.productId, available: row.available, priceOverrideCents: cents }, mutationId: crypto.randomUUID() },
      { onSuccess: () => setText(null), onError: failed },
    );
  };
  return (
    <TextInput
      size="xs"
      w={100}
      inputMode="decimal"
      autoComplete="off"
      aria-label={t`Precio en la tienda: ${row.name}`}
      placeholder={moneyText(row.catalogPriceCents, f.locale)}
      value={text ?? shown}
      error={error}
      disabled={save.isPending}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') {
          setText(null);
          setError(null);
        }
      }}
      styles={{ input: { ...TABULAR, textAlign: 'end' } }}
    />
  );
}
