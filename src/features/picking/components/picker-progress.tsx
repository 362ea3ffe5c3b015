/** Supervisors: every picker's orders in picking, with progress and the time since each was taken. */
import { Plural, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { PickingListRow } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { LineProgress, SlotBadge } from './picking-order-card';

export interface PickerGroup {
  key: string;
  pickerName: string | null;
  rows: PickingListRow[];
}

/** Orders in picking grouped by picker, pickers by name; each picker's orders oldest slot first (as given). */
export function groupByPicker(rows: readonly PickingListRow[]): PickerGroup[] {
  const groups = new Map<string, PickerGroup>();
  for (const row of rows) {
    const key = row.pickerId === null ? 'none' : String(row.pickerId);
    const group = groups.get(key) ?? { key, pickerName: row.pickerName, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].toSorted((a, b) => {
    if (a.pickerName === null || b.pickerName === null) return a.pickerName === b.pickerName ? 0 : a.pickerName === null ? 1 : -1;
    return a.pickerName.localeCompare(b.pickerName);
  });
}

export const PickerProgress = memo(function PickerProgress({ groups, now }: { groups: readonly PickerGroup[]; now: number }) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {groups.map((group) => {
        const done = group.rows.reduce((sum, row) => sum + row.linesDone, 0);
        const total = group.rows.reduce((sum, row) => sum + row.linesTotal, 0);
        const name = group.pickerName ?? t`Sin nombre`;
        return (
          <Paper key={group.key} withBorder radius="md" p="sm" component="section" aria-label={t`Picker ${name}`} data-testid="picker-group">
            <Group justify="space-between" wrap="nowrap">
              <Title order={3} fz="md">{name}</Title>
              <Text size="sm" c="dimmed"><Plural value={group.rows.length} one="# orden" other="# órdenes" /></Text>
            </Group>
            <LineProgress done={done} total={total} />
            <Stack gap={6} mt="xs">
              {group.rows.map((row) => (
                <div key={row.id} data-testid="picker-order" data-order-id={row.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor renderRoot={(props) => <Link to="/picking/orden/$id" params={{ id: String(row.id) }} {...props} />} fw={600} style={TABULAR}>{row.number}</Anchor>
                    <Text size="sm" c="dimmed" truncate style={{ flex: 1 }}>{row.customerName}</Text>
                    <Text size="sm" style={TABULAR} aria-label={t`Tiempo en picking`}>{row.pickingStartedAt ? f.elapsed(now - Date.parse(row.pickingStartedAt)) : '—'}</Text>
                  </Group>
                  <LineProgress done={row.linesDone} total={row.linesTotal} />
                  <SlotBadge row={row} now={now} />
                </div>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
});
