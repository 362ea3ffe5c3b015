/**
 * How the store delivers: pickup, the shipping rule (flat or by zone, free above an amount), the minimum order, the
 * delivery zones (named areas with their cost) and the delivery slots (weekday, window, capacity).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TABULAR, useFormat } from '../../../lib/format';
import { parseMoneyText } from '../../../lib/money-text';
import { rowKey, type SlotRow, type StoreFormState, type ZoneRow } from '../lib/store-form-state';
import { WEEK_ORDER, weekdayName } from '../lib/weekdays';

type Errors = Record<string, string | undefined>;

export interface StoreFormDeliveryProps {
  state: StoreFormState;
  currency: string;
  errors: Errors;
  readOnly: boolean;
  onChange: (patch: Partial<StoreFormState>) => void;
}

/** Money typed in the user's locale, with the amount it reads as underneath. */
function MoneyInput({ label, value, onChange, error, currency, readOnly, description, placeholder }: { label: string; value: string; onChange: (text: string) => void; error?: string | undefined; currency: string; readOnly: boolean; description?: string | undefined; placeholder?: string | undefined }) {
  const f = useFormat();
  const cents = value.trim() === '' ? null : parseMoneyText(value);
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      readOnly={readOnly}
      placeholder={placeholder}
      description={cents !== null && cents >= 0 ? f.money(cents, currency) : description}
      styles={{ input: { ...TABULAR, textAlign: 'end' } }}
    />
  );
}

export function StoreFormDelivery({ state, currency, errors, readOnly, onChange }: StoreFormDeliveryProps) {
  const { t, i18n } = useLingui();
  const setZone = (index: number, change: Partial<ZoneRow>) => onChange({ zones: state.zones.map((z, i) => (i === index ? { ...z, ...change } : z)) });
  const setSlot = (index: number, change: Partial<SlotRow>) => onChange({ slots: state.slots.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const weekdays = WEEK_ORDER.map((d) => ({ value: String(d), label: weekdayName(d, i18n.locale) }));

  return (
    <Stack gap="md">
      <Switch label={t`Retiro en tienda`} description={t`El cliente puede retirar su pedido en la tienda.`} checked={state.pickupEnabled} onChange={(e) => onChange({ pickupEnabled: e.currentTarget.checked })} disabled={readOnly} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="store-shipping-mode"><Trans>Costo de envío</Trans></Text>
        <SegmentedControl
          aria-labelledby="store-shipping-mode"
          value={state.shippingMode}
          onChange={(v) => onChange({ shippingMode: v === 'zone' ? 'zone' : 'flat' })}
          data={[{ value: 'flat', label: t`Tarifa única` }, { value: 'zone', label: t`Según la zona` }]}
          disabled={readOnly}
          w="fit-content"
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {state.shippingMode === 'flat' ? (
          <MoneyInput label={t`Tarifa de envío`} value={state.flatText} onChange={(flatText) => onChange({ flatText })} error={errors['shippingFlatCents']} currency={currency} readOnly={readOnly} />
        ) : (
          <Text size="sm" c="dimmed" pt="lg"><Trans>Cada zona de entrega tiene su costo (abajo).</Trans></Text>
        )}
        <MoneyInput label={t`Envío gratis desde`} value={state.freeAboveText} onChange={(freeAboveText) => onChange({ freeAboveText })} error={errors['freeShippingAboveCents']} currency={currency} readOnly={readOnly} description={t`Vacío: el envío nunca es gratis.`} />
        <MoneyInput label={t`Pedido mínimo`} value={state.minOrderText} onChange={(minOrderText) => onChange({ minOrderText })} error={errors['minOrderCents']} currency={currency} readOnly={readOnly} />
      </SimpleGrid>

      <Title order={3} fz="h5"><Trans>Zonas de entrega</Trans></Title>
      {errors['zones'] && <Text size="sm" c="red" role="alert">{errors['zones']}</Text>}
      {state.zones.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>Sin zonas de entrega.</Trans></Text>
      ) : (
        <Stack gap="xs">
          {state.zones.map((zone, i) => (
            <Paper key={zone.key} withBorder radius="sm" p="xs">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <TextInput label={t`Zona`} aria-label={t`Nombre de la zona ${i + 1}`} value={zone.name} onChange={(e) => setZone(i, { name: e.currentTarget.value })} error={errors[`zones.${i}.name`]} readOnly={readOnly} w={180} />
                <TagsInput label={t`Sectores`} aria-label={t`Sectores de la zona ${i + 1}`} placeholder={t`Escribe y pulsa Enter`} value={zone.areas} onChange={(areas) => setZone(i, { areas })} error={errors[`zones.${i}.areas`]} readOnly={readOnly} style={{ flex: 1, minWidth: 220 }} />
                <div style={{ width: 150 }}>
                  <MoneyInput label={t`Costo de envío de la zona ${i + 1}`} value={zone.shippingText} onChange={(shippingText) => setZone(i, { shippingText })} error={errors[`zones.${i}.shippingCents`]} currency={currency} readOnly={readOnly} />
                </div>
                {!readOnly && (
                  <ActionIcon variant="subtle" color="red" size="lg" mt={24} aria-label={t`Quitar la zona ${i + 1}`} onClick={() => onChange({ zones: state.zones.filter((_, j) => j !== i) })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => onChange({ zones: [...state.zones, { key: rowKey(), name: '', areas: [], shippingText: '' }] })}>
            <Trans>Agregar zona</Trans>
          </Button>
        </Group>
      )}

      <Title order={3} fz="h5"><Trans>Franjas de entrega</Trans></Title>
      {state.slots.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>Sin franjas de entrega.</Trans></Text>
      ) : (
        <Paper withBorder radius="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th><Trans>Día</Trans></Table.Th>
                  <Table.Th><Trans>Desde</Trans></Table.Th>
                  <Table.Th><Trans>Hasta</Trans></Table.Th>
                  <Table.Th style={{ textAlign: 'end' }}><Trans>Capacidad (pedidos)</Trans></Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.slots.map((slot, i) => (
                  <Table.Tr key={slot.key}>
                    <Table.Td><Select aria-label={t`Día de la franja ${i + 1}`} data={weekdays} value={String(slot.weekday)} onChange={(v) => v !== null && setSlot(i, { weekday: Number(v) })} allowDeselect={false} readOnly={readOnly} w={150} /></Table.Td>
                    <Table.Td><TextInput type="time" aria-label={t`Desde (franja ${i + 1})`} value={slot.starts} onChange={(e) => setSlot(i, { starts: e.currentTarget.value })} error={errors[`slots.${i}.starts`]} readOnly={readOnly} styles={{ input: TABULAR }} /></Table.Td>
                    <Table.Td><TextInput type="time" aria-label={t`Hasta (franja ${i + 1})`} value={slot.ends} onChange={(e) => setSlot(i, { ends: e.currentTarget.value })} error={errors[`slots.${i}.ends`]} readOnly={readOnly} styles={{ input: TABULAR }} /></Table.Td>
                    <Table.Td><NumberInput aria-label={t`Capacidad (franja ${i + 1})`} value={slot.capacity} onChange={(capacity) => setSlot(i, { capacity })} min={0} allowDecimal={false} allowNegative={false} error={errors[`slots.${i}.capacity`]} readOnly={readOnly} w={110} styles={{ input: { ...TABULAR, textAlign: 'end' } }} /></Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Quitar la franja ${i + 1}`} onClick={() => onChange({ slots: state.slots.filter((_, j) => j !== i) })}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {!readOnly && (
        <Group>
          <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => onChange({ slots: [...state.slots, { key: rowKey(), weekday: 1, starts: '09:00', ends: '11:00', capacity: 10 }] })}>
            <Trans>Agregar franja</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
