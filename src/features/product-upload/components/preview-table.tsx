/**
 * Step 3: every row of the file with its problems, before anything is sent — a virtualized table (50,000 rows
 * render a screenful at a time), filtered to the rows with problems or all of them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../../contract/money';
import { useVirtualRows } from '../../../lib/use-virtual-rows';
import { problemText } from '../lib/labels';
import type { PreviewRow } from '../lib/sheet-validate';

const ROW_HEIGHT = 34;
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;

interface Props {
  rows: PreviewRow[];
  /** Bumps when `rows` was replaced. */
  version: number;
  valid: number;
  invalid: number;
  currency: string;
  onSend: () => void;
  sending: boolean;
}

export function PreviewTable({ rows, version, valid, invalid, currency, onSend, sending }: Props) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<'problems' | 'all'>(invalid > 0 ? 'problems' : 'all');
  const shown = useMemo(() => (filter === 'all' ? rows : rows.filter((row) => row.problems.length > 0)), [filter, rows, version]); // eslint-disable-line react-hooks/exhaustive-deps
  const { scrollRef, items, before, after } = useVirtualRows({ count: shown.length, itemSize: ROW_HEIGHT, overscan: 10, initialRect: null });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs" data-testid="preview-counts">
            <Badge color="green" variant="light" size="lg" data-testid="preview-valid">
              {t`${valid} válidas`}
            </Badge>
            <Badge color={invalid > 0 ? 'red' : 'gray'} variant="light" size="lg" data-testid="preview-invalid">
              {t`${invalid} con problemas`}
            </Badge>
          </Group>
          <SegmentedControl
            value={filter}
            onChange={(value) => setFilter(value === 'all' ? 'all' : 'problems')}
            data={[
              { value: 'problems', label: t`Con problemas` },
              { value: 'all', label: t`Todas` },
            ]}
            aria-label={t`Filas que se muestran`}
          />
        </Group>
        <Box ref={scrollRef} style={{ height: 'min(60dvh, 520px)', overflow: 'auto' }} data-testid="preview-scroll">
          <Table stickyHeader verticalSpacing={6} horizontalSpacing="xs" fz="sm" style={{ whiteSpace: 'nowrap', tableLayout: 'fixed' }} aria-label={t`Vista previa de las filas`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t`Fila`}</Table.Th>
                <Table.Th w={150}>{t`SKU`}</Table.Th>
                <Table.Th>{t`Nombre`}</Table.Th>
                <Table.Th w={130} ta="end">
                  {t`Precio con IVA`}
                </Table.Th>
                <Table.Th>{t`Problemas`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {before > 0 && <tr aria-hidden style={{ height: before }} />}
              {items.map((item) => {
                const row = shown[item.index]!;
                const problems = row.problems.map((p) => problemText(i18n, p.codigo)).join(' ');
                return (
                  <Table.Tr key={row.row} h={ROW_HEIGHT} data-testid="preview-row" data-row={row.row} data-invalid={row.problems.length > 0 || undefined}>
                    <Table.Td style={TABULAR}>{row.row}</Table.Td>
                    <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.sku}</Table.Td>
                    <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}</Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {row.priceWithTaxCents === null ? '' : formatMoney(row.priceWithTaxCents, i18n.locale, currency)}
                    </Table.Td>
                    <Table.Td style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={problems} c={problems ? 'red' : undefined}>
                      {problems || '✓'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {after > 0 && <tr aria-hidden style={{ height: after }} />}
            </Table.Tbody>
          </Table>
          {shown.length === 0 && (
            <Text c="dimmed" size="sm" p="md">
              <Trans>Ninguna fila tiene problemas.</Trans>
            </Text>
          )}
        </Box>
        <Group>
          <Button leftSection={<IconSend size={18} />} onClick={onSend} disabled={valid === 0 || sending} loading={sending}>
            {t`Enviar solo las filas válidas (${valid})`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
