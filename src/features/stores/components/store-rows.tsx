/** The stores as a dense table (desktop) or cards (phones): open state, today's hours, warehouses, and the actions the role has. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { StoreListRow } from '../../../../contract/schemas/stores';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR } from '../../../lib/format';

export interface StoreRowPermissions {
  canEdit: boolean;
  canActivate: boolean;
  canCashierEdit: boolean;
  /** SA looking at every company: each row names its company. */
  showCompany: boolean;
}

export interface StoreRowsProps extends StoreRowPermissions {
  rows: readonly StoreListRow[];
  onToggleOpen: (store: StoreListRow) => void;
}

export function OpenBadge({ open }: { open: boolean }) {
  const readable = useReadableColor();
  const color = open ? 'green' : 'red';
  return (
    // Never cut short in a narrow column (the label is the state).
    <Badge color={color} variant="light" styles={{ root: { overflow: 'visible', flexShrink: 0 }, label: { color: readable(color), overflow: 'visible' } }} data-testid="store-open-badge">
      {open ? <Trans>Tienda abierta</Trans> : <Trans>Tienda cerrada</Trans>}
    </Badge>
  );
}

function TodayHours({ store }: { store: StoreListRow }) {
  const { today } = store;
  if (today.windows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Cerrado hoy</Trans>
        {today.exceptionReason ? ` (${today.exceptionReason})` : ''}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {today.windows.map((w) => (
        <Text key={w.opens} size="sm" style={{ ...TABULAR, whiteSpace: 'nowrap' }}>{`${w.opens}–${w.closes}`}</Text>
      ))}
    </Stack>
  );
}

function Actions({ store, canEdit, canActivate, canCashierEdit, onToggleOpen }: Omit<StoreRowsProps, 'rows' | 'showCompany'> & { store: StoreListRow }) {
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      <Anchor renderRoot={(props) => <Link to="/store/editar/$id" params={{ id: String(store.id) }} {...props} />} size="sm">
        {canEdit ? <Trans>Editar</Trans> : <Trans>Ver</Trans>}
      </Anchor>
      {canCashierEdit && (
        <Anchor renderRoot={(props) => <Link to="/store/cajero/editar/$id" params={{ id: String(store.id) }} {...props} />} size="sm">
          <Trans>Caja</Trans>
        </Anchor>
      )}
      {canActivate && (
        <Button size="compact-sm" variant="light" color={store.open ? 'red' : 'green'} leftSection={store.open ? <IconDoorExit size={14} /> : <IconDoorEnter size={14} />} onClick={() => onToggleOpen(store)}>
          {store.open ? <Trans>Cerrar tienda</Trans> : <Trans>Abrir tienda</Trans>}
        </Button>
      )}
    </Group>
  );
}

function NameCell({ store, showCompany }: { store: StoreListRow; showCompany: boolean }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text fw={600} size="sm">{store.name}</Text>
        {store.market && <Badge size="xs" variant="outline" styles={{ root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } }}>market</Badge>}
        {!store.active && <Badge size="xs" color="gray"><Trans>Inactiva</Trans></Badge>}
      </Group>
      {showCompany && <Text size="xs" c="dimmed">{store.companyName}</Text>}
    </Stack>
  );
}

export function StoreTable({ rows, showCompany, ...actions }: StoreRowsProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Tiendas`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Nombre</Trans></Table.Th>
            <Table.Th><Trans>Estado</Trans></Table.Th>
            <Table.Th><Trans>Hoy</Trans></Table.Th>
            <Table.Th><Trans>Dirección</Trans></Table.Th>
            <Table.Th><Trans>Teléfono</Trans></Table.Th>
            <Table.Th><Trans>Bodegas</Trans></Table.Th>
            <Table.Th><Trans>Retiro</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Acciones</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((store) => (
            <Table.Tr key={store.id} data-testid={`store-row-${store.id}`} aria-label={store.name}>
              <Table.Td><NameCell store={store} showCompany={showCompany} /></Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}><OpenBadge open={store.open} /></Table.Td>
              <Table.Td><TodayHours store={store} /></Table.Td>
              <Table.Td><Text size="sm" lineClamp={2}>{store.address || '—'}</Text></Table.Td>
              <Table.Td><Text size="sm" style={TABULAR}>{store.phone || '—'}</Text></Table.Td>
              <Table.Td><Text size="sm">{store.warehouses.map((w) => w.name).join(', ') || '—'}</Text></Table.Td>
              <Table.Td><Text size="sm">{store.pickupEnabled ? <Trans>Sí</Trans> : <Trans>No</Trans>}</Text></Table.Td>
              <Table.Td><Actions store={store} {...actions} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function StoreCards({ rows, showCompany, ...actions }: StoreRowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((store) => (
        <Card key={store.id} withBorder radius="md" padding="sm" data-testid={`store-row-${store.id}`} aria-label={store.name} component="article">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameCell store={store} showCompany={showCompany} />
              <OpenBadge open={store.open} />
            </Group>
            <TodayHours store={store} />
            {store.address && <Text size="sm" c="dimmed">{store.address}</Text>}
            <Text size="sm">{store.warehouses.map((w) => w.name).join(', ')}</Text>
            <Actions store={store} {...actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
