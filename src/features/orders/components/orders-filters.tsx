import { useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_CHANNELS, PAYMENT_STATES } from '../../../../contract/schemas/orders';
import { useUserData } from '../../../lib/user-data';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { CHANNEL_LABELS, PAYMENT_STATE_LABELS } from '../../../components/order-status/order-labels';
import type { OrdersSearch } from '../lib/order-search';

interface OrdersFiltersProps {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
  onClear: () => void;
}

type TextKey = 'q' | 'customer' | 'number' | 'min' | 'max';

/** A text filter typed freely and written to the URL after a pause; never loses what is typed. */
function DebouncedInput({ name, label, value, onChange, ...rest }: { name: TextKey; label: string; value: string | undefined; onChange: (patch: Partial<OrdersSearch>) => void } & Record<string, unknown>) {
  const [text, setText] = useState(value ?? '');
  // When the URL changes underneath (back button, "clear"), show its value (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }
  const push = useDebouncedCallback((next: string) => onChange({ [name]: next.trim() === '' ? undefined : next.trim() }), 350);
  return (
    <TextInput
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') push.flush();
      }}
      {...rest}
    />
  );
}

/** Column spans: one cell, and the search's two. */
const CELL = { base: 12, xs: 6, md: 4, xl: 3 };
const WIDE = { base: 12, xs: 12, md: 8, xl: 6 };

export function OrdersFilters({ search, onChange, onClear }: OrdersFiltersProps) {
  const { t, i18n } = useLingui();
  const user = useUserData();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const stores = (options.data?.stores ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const warehouses = (options.data?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }));
  const split = (v: string | undefined) => (v ? v.split(',') : []);
  const join = (v: string[]) => (v.length > 0 ? v.join(',') : undefined);
  const date = (key: 'from' | 'to' | 'slot', label: string) => (
    <TextInput type="date" label={label} value={search[key] ?? ''} onChange={(event) => onChange({ [key]: event.currentTarget.value || undefined })} />
  );

  return (
    // A 12-column grid: the search gets two cells' room, so no placeholder is cut at 1440 px (issue 21).
    <Grid gap="sm" rowGap="xs">
      <Grid.Col span={WIDE}>
        <DebouncedInput name="q" label={t`Buscar`} placeholder={t`Número, cliente, correo o teléfono`} value={search.q} onChange={onChange} leftSection={<IconSearch size={16} />} />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Select label={t`Tienda`} data={stores} value={search.store ? String(search.store) : null} onChange={(v) => onChange({ store: v ? Number(v) : undefined })} clearable placeholder={t`Según el encabezado`} />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Select label={t`Bodega`} data={warehouses} value={search.warehouse ? String(search.warehouse) : null} onChange={(v) => onChange({ warehouse: v ? Number(v) : undefined })} clearable placeholder={t`Según el encabezado`} />
      </Grid.Col>
      <Grid.Col span={CELL}>{date('from', t`Creada desde`)}</Grid.Col>
      <Grid.Col span={CELL}>{date('to', t`Creada hasta`)}</Grid.Col>
      <Grid.Col span={CELL}>{date('slot', t`Fecha de entrega`)}</Grid.Col>
      <Grid.Col span={CELL}>
        <MultiSelect label={t`Canal`} data={ORDER_CHANNELS.map((c) => ({ value: c, label: i18n._(CHANNEL_LABELS[c]) }))} value={split(search.channel)} onChange={(v) => onChange({ channel: join(v) })} clearable />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <MultiSelect label={t`Estado del pago`} data={PAYMENT_STATES.map((p) => ({ value: p, label: i18n._(PAYMENT_STATE_LABELS[p]) }))} value={split(search.pay)} onChange={(v) => onChange({ pay: join(v) })} clearable />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <DebouncedInput name="customer" label={t`Cliente`} value={search.customer} onChange={onChange} />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <DebouncedInput name="number" label={t`Número de orden`} value={search.number} onChange={onChange} />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Group gap="xs" grow wrap="nowrap" align="flex-start">
          <DebouncedInput name="min" label={t`Total desde`} value={search.min} onChange={onChange} inputMode="decimal" />
          <DebouncedInput name="max" label={t`Total hasta`} value={search.max} onChange={onChange} inputMode="decimal" />
        </Group>
      </Grid.Col>
      <Grid.Col span={12}>
        <Group justify="flex-end">
          <Button variant="subtle" leftSection={<IconX size={16} />} onClick={onClear}>
            {t`Limpiar filtros`}
          </Button>
        </Group>
      </Grid.Col>
    </Grid>
  );
}
