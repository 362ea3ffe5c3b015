/** The BIN ranges as a dense table (desktop) or cards (phones): ends, bank, brand, promotions, state, last change, actions. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { BinRange } from '../../../../contract/schemas/bins';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';

export interface BinActions {
  onEdit: (range: BinRange) => void;
  onToggle: (range: BinRange) => void;
  onDelete: (range: BinRange) => void;
}

interface RowsProps extends BinActions {
  rows: readonly BinRange[];
}

function StatusBadge({ active }: { active: boolean }) {
  const readable = useReadableColor();
  const color = active ? 'green' : 'gray';
  // Mantine's light badge text fails AA contrast for green: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ root: { flexShrink: 0 }, label: { color: readable(color) } }} data-testid="bin-state">
      {active ? <Trans>Activo</Trans> : <Trans>Inactivo</Trans>}
    </Badge>
  );
}

/** "454545 – 454545", or the one BIN when both ends are the same. */
function Ends({ range }: { range: BinRange }) {
  return (
    <Text size="sm" ff="monospace" style={{ ...TABULAR, whiteSpace: 'nowrap' }} span>
      {range.binFrom === range.binTo ? range.binFrom : `${range.binFrom} – ${range.binTo}`}
    </Text>
  );
}

function ChangedBy({ range }: { range: BinRange }) {
  const format = useFormat();
  const who = range.updatedByName ?? '—';
  const when = format.dateTime(range.updatedAt);
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Cambiado por {who}, {when}
      </Trans>
    </Text>
  );
}

function Promotions({ range }: { range: BinRange }) {
  const total = range.promotionCount;
  const active = range.activePromotionCount;
  if (total === 0) return <Trans>Sin promociones</Trans>;
  return (
    <>
      <Plural value={total} one="# promoción" other="# promociones" /> (<Plural value={active} one="# activa" other="# activas" />)
    </>
  );
}

function RowActions({ range, onEdit, onToggle, onDelete }: BinActions & { range: BinRange }) {
  const { t } = useLingui();
  const name = range.binFrom === range.binTo ? range.binFrom : `${range.binFrom}–${range.binTo}`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Editar`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(range)} aria-label={t`Editar rango ${name}`}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={range.active ? t`Desactivar` : t`Activar`}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onToggle(range)} aria-label={range.active ? t`Desactivar rango ${name}` : t`Activar rango ${name}`}>
          {range.active ? <IconEyeOff size={18} /> : <IconEye size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Eliminar`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(range)} aria-label={t`Eliminar rango ${name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function BinTable({ rows, ...actions }: RowsProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Rangos de BIN`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>BIN</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Banco</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Marca</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Promociones de tarjeta</Trans>
            </Table.Th>
            <Table.Th w={100}>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Último cambio</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((range) => (
            <Table.Tr key={range.id} data-testid="bin-row">
              <Table.Td>
                <Ends range={range} />
              </Table.Td>
              <Table.Td>{range.bank}</Table.Td>
              <Table.Td>{range.brand}</Table.Td>
              <Table.Td>
                <Text size="sm" style={TABULAR}>
                  <Promotions range={range} />
                </Text>
              </Table.Td>
              <Table.Td miw={96}>
                <StatusBadge active={range.active} />
              </Table.Td>
              <Table.Td>
                <ChangedBy range={range} />
              </Table.Td>
              <Table.Td>
                <RowActions range={range} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BinCards({ rows, ...actions }: RowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((range) => (
        <Card key={range.id} withBorder padding="sm" radius="md" data-testid="bin-row">
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={2} miw={0}>
              <Group gap={6}>
                <Ends range={range} />
                <StatusBadge active={range.active} />
              </Group>
              <Text fw={500} truncate>
                {range.bank} · {range.brand}
              </Text>
              <Text size="sm" c="dimmed" style={TABULAR}>
                <Promotions range={range} />
              </Text>
              <ChangedBy range={range} />
            </Stack>
            <RowActions range={range} {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
