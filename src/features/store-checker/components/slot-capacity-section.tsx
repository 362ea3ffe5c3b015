/** The store's delivery slots, today's weekday first: the cashier changes how many orders each takes. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SLOT_CAPACITY_MAX, type CheckerSlot } from '../../../../contract/schemas/store-checker';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { useSetSlotCapacity, type CheckerData } from '../api/store-checker-queries';

/** A weekday's name in the locale (0 = Sunday; 2023-01-01 was a Sunday). */
function weekdayName(locale: string, weekday: number): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

function CapacityInput({ storeId, slot, label }: { storeId: number; slot: CheckerSlot; label: string }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const save = useSetSlotCapacity(storeId);
  const [value, setValue] = useState<string | number>(slot.capacity);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const capacity = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isInteger(capacity) || capacity < 0 || capacity > SLOT_CAPACITY_MAX) {
      setError(t`Escribe un número entero entre 0 y ${SLOT_CAPACITY_MAX}.`);
      return;
    }
    setError(null);
    if (capacity === slot.capacity) return;
    save.mutate(
      { slotId: slot.id, capacity, mutationId: crypto.randomUUID() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Capacidad guardada.`, autoClose: 3000 }),
        onError: (failure) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(failure), autoClose: 3000 }),
      },
    );
  };
  return (
    <NumberInput
      size="xs"
      w={110}
      min={0}
      max={SLOT_CAPACITY_MAX}
      allowDecimal={false}
      allowNegative={false}
      aria-label={t`Capacidad de ${label}`}
      value={value}
      error={error}
      disabled={save.isPending}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      styles={{ input: TABULAR }}
    />
  );
}

export function SlotCapacitySection({ data }: { data: CheckerData }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="slots-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="slots-title">
          <Trans>Capacidad de las franjas de entrega</Trans>
        </Title>
        {data.slots.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Esta tienda no tiene franjas de entrega. Se crean en la ficha de la tienda.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table striped verticalSpacing={4} fz="sm" aria-label={t`Franjas de entrega`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Día</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Franja</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Pedidos por franja</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.slots.map((slot) => {
                  const day = weekdayName(f.locale, slot.weekday);
                  const label = `${day} ${slot.starts}–${slot.ends}`;
                  return (
                    <Table.Tr key={slot.id} data-slot-id={slot.id} c={slot.active ? undefined : 'dimmed'}>
                      <Table.Td>
                        {day}{' '}
                        {slot.weekday === data.weekday ? (
                          <Badge size="xs" variant="light">
                            <Trans>Hoy</Trans>
                          </Badge>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={TABULAR}>
                        {slot.starts}–{slot.ends}
                      </Table.Td>
                      <Table.Td>
                        <CapacityInput key={`${slot.id}-${slot.capacity}`} storeId={data.store.id} slot={slot} label={label} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
