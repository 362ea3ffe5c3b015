import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Chip, Group, Menu, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconColumns, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contract/order-status';
import type { OrderSort } from '../../../../contract/schemas/orders';
import { statusColorVar, STATUS_COLORS, useStatusLabel } from '../../../components/order-status/order-status-meta';
import { useErrorMessage } from '../../../lib/error-message';
import { exportOrders } from '../api/export-orders';
import type { OrderFilter } from '../api/order-queries';
import { COLUMN_LABELS, LIST_COLUMNS, type ListColumn } from '../lib/columns';
import { TABULAR } from '../../../lib/format';

export function StatusChips({ selected, counts, onChange }: { selected: OrderStatus[]; counts: Partial<Record<OrderStatus, number>> | undefined; onChange: (next: OrderStatus[]) => void }) {
  const label = useStatusLabel();
  const { t } = useLingui();
  return (
    <Chip.Group multiple value={selected} onChange={(v) => onChange(ORDER_STATUSES.filter((s) => v.includes(s)))}>
      <Group gap={6} role="group" aria-label={t`Filtrar por estado`}>
        {ORDER_STATUSES.map((status) => (
          <Chip key={status} value={status} color={STATUS_COLORS[status]} variant="light" size="sm">
            <span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: statusColorVar(status), marginInlineEnd: 6 }} />
            {label(status)}{' '}
            <Text span size="xs" fw={700} style={TABULAR}>
              {counts ? counts[status] ?? 0 : '…'}
            </Text>
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

export function ColumnChooser({ columns, onChange }: { columns: readonly ListColumn[]; onChange: (next: ListColumn[]) => void }) {
  const { i18n, t } = useLingui();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>{t`Columnas`}</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group label={t`Columnas visibles`} value={[...columns]} onChange={(v) => v.length > 0 && onChange(LIST_COLUMNS.filter((c) => v.includes(c)))}>
          <Stack gap={6} mt="xs">
            {LIST_COLUMNS.map((column) => (
              <Checkbox key={column} value={column} label={i18n._(COLUMN_LABELS[column])} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ExportMenu({ filter, sort, columns }: { filter: OrderFilter; sort: OrderSort; columns: readonly ListColumn[] }) {
  const { i18n, t } = useLingui();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await exportOrders({ filter, sort, format, columns: columns.map((key) => ({ key, label: i18n._(COLUMN_LABELS[key]) })) });
      notifications.show({ color: 'green', message: t`La descarga comenzó.`, autoClose: 3000 });
    } catch (error) {
      notifications.show({ color: 'red', title: t`No se pudo exportar`, message: describe(error), autoClose: 3000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy}>
          <Trans>Exportar</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('xlsx')}>{t`Excel (.xlsx)`}</Menu.Item>
        <Menu.Item onClick={() => void run('csv')}>{t`CSV (.csv)`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
