/**
 * The button that places the order (the call center, checkout) with what still blocks it, the server's refusal
 * (SLOT_FULL, OUT_OF_STOCK, PROMO_UNAVAILABLE… translated; everything entered stays), and PRICE_CHANGED's question:
 * the new total, to confirm before placing again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { useErrorMessage } from '../lib/error-message';
import { TABULAR, useFormat } from '../lib/format';
import { usePlaceOrder, type PlaceOrderInput, type PlacedOrder } from '../lib/selling/place-order';

export interface PlaceOrderBarProps {
  /** The request to send, or null while something is missing (`missing` says what). */
  request: PlaceOrderInput | null;
  missing: string[];
  /** The total the customer is being told (the pricing's `totalOrden`); null while none. */
  total: number | null;
  /** A newer pricing is on its way. */
  updating: boolean;
  currency: string;
  label: ReactNode;
  onPlaced: (placed: PlacedOrder) => void;
}

export function PlaceOrderBar({ request, missing, total, updating, currency, label, onPlaced }: PlaceOrderBarProps) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const place = usePlaceOrder();
  const [confirming, setConfirming] = useState(false);
  // A refusal belongs to the sale it was given for: a change to the sale hides it.
  const key = JSON.stringify(request);
  const [refusal, setRefusal] = useState<{ key: string; text: string } | null>(null);
  const problem = refusal?.key === key ? refusal.text : null;

  const submit = () => {
    if (request === null) return;
    setRefusal(null);
    const sent = key;
    place.mutate(request, {
      onSuccess: (placed) => {
        setConfirming(false);
        onPlaced(placed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.codigo === 'PRICE_CHANGED') setConfirming(true);
        else {
          setConfirming(false);
          setRefusal({ key: sent, text: describe(error) });
        }
      },
    });
  };

  return (
    <Stack gap="xs">
      {missing.length > 0 ? (
        <List size="sm" c="dimmed" data-testid="place-missing">
          {missing.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert" data-testid="place-problem">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="lg" style={TABULAR}>
          {total === null ? '—' : f.money(total, currency)}
        </Text>
        <Button size="lg" onClick={submit} loading={place.isPending} disabled={request === null || updating}>
          {label}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`El total cambió`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Los precios, el stock o las promociones cambiaron. Confirma el nuevo total con el cliente.</Trans>
          </Text>
          <Group gap="xs">
            <Text>
              <Trans>Nuevo total:</Trans>
            </Text>
            {updating || total === null ? (
              <Loader size="xs" />
            ) : (
              <Text fw={700} style={TABULAR} data-testid="new-total">
                {f.money(total, currency)}
              </Text>
            )}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Revisar</Trans>
            </Button>
            <Button onClick={submit} disabled={updating || request === null} loading={place.isPending}>
              <Trans>Confirmar con el nuevo total</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
