/**
 * When and how the order arrives (the call center, checkout): delivery or pickup (when the store offers it), the
 * zone when the store charges by zone, a day and a window with places left (`/Shop/Slots`; full and closed windows
 * cannot be chosen).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Chip, Group, Radio, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ShopSlot } from '../../contract/schemas/checkout';
import { useErrorMessage } from '../lib/error-message';
import { useFormat } from '../lib/format';
import { slotsQuery, type CompanyScope } from '../lib/selling/selling-queries';

export interface DeliveryChoice {
  fulfilment: 'delivery' | 'pickup';
  day: string | null;
  slotId: number | null;
  zoneId: number | null;
}

export const NO_DELIVERY_CHOICE: DeliveryChoice = { fulfilment: 'delivery', day: null, slotId: null, zoneId: null };

const bookable = (slot: ShopSlot) => !slot.closed && slot.left > 0;

export function SlotChooser({ scope, storeId, value, onChange, currency }: { scope: CompanyScope; storeId: number; value: DeliveryChoice; onChange: (next: DeliveryChoice) => void; currency: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const slots = useQuery(slotsQuery(scope, storeId));
  const daysLabel = useId();
  if (slots.isPending) return <Skeleton h={120} />;
  if (slots.isError) {
    return (
      <Alert color="red" variant="light">
        {describe(slots.error)}
      </Alert>
    );
  }
  const data = slots.data;
  const days = [...new Set(data.slots.filter(bookable).map((slot) => slot.fecha))];
  const day = value.day !== null && data.slots.some((slot) => slot.fecha === value.day) ? value.day : null;
  const ofDay = data.slots.filter((slot) => slot.fecha === day);
  const zoneNeeded = value.fulfilment === 'delivery' && data.shippingMode === 'zone';

  return (
    <Stack gap="sm">
      {data.open ? null : (
        <Alert color="yellow" variant="light" data-testid="store-closed">
          <Trans>Esta tienda no está recibiendo pedidos ahora.</Trans>
        </Alert>
      )}
      {data.pickupEnabled ? (
        <SegmentedControl
          aria-label={t`Forma de entrega`}
          value={value.fulfilment}
          onChange={(next) => onChange({ ...value, fulfilment: next === 'pickup' ? 'pickup' : 'delivery' })}
          data={[
            { value: 'delivery', label: t`Entrega a domicilio` },
            { value: 'pickup', label: t`Retiro en tienda` },
          ]}
        />
      ) : null}
      {zoneNeeded ? (
        <Select
          label={t`Zona de entrega`}
          placeholder={t`Elige la zona`}
          value={value.zoneId === null ? null : String(value.zoneId)}
          onChange={(next) => onChange({ ...value, zoneId: next === null ? null : Number(next) })}
          data={data.zones.map((zone) => ({ value: String(zone.id), label: `${zone.name} (${f.money(zone.shippingCents, currency)})` }))}
          required
          allowDeselect={false}
        />
      ) : null}
      {days.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-slots">
          <Trans>No hay horarios con lugares en los próximos días.</Trans>
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={500} id={daysLabel}>
            <Trans>Día de entrega</Trans>
          </Text>
          <Chip.Group multiple={false} value={day} onChange={(next) => onChange({ ...value, day: next, slotId: null })}>
            <Group gap={6} role="radiogroup" aria-labelledby={daysLabel}>
              {days.map((one) => (
                <Chip key={one} value={one} size="md" variant="outline">
                  {f.day(one)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      {day === null ? null : (
        <Radio.Group label={t`Horario`} value={value.slotId === null ? null : String(value.slotId)} onChange={(next) => onChange({ ...value, slotId: Number(next) })}>
          <Stack gap={8} mt={4}>
            {ofDay.map((slot) => (
              <Radio
                key={slot.slotId}
                value={String(slot.slotId)}
                disabled={!bookable(slot)}
                data-testid="slot-option"
                label={
                  <Group gap={8}>
                    <Text size="sm" span>
                      {slot.starts}–{slot.ends}
                    </Text>
                    <Text size="xs" c={bookable(slot) ? 'dimmed' : 'red'} span>
                      {slot.closed ? <Trans>Cerrado</Trans> : slot.left === 0 ? <Trans>Sin cupo</Trans> : <Plural value={slot.left} one="# lugar" other="# lugares" />}
                    </Text>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
