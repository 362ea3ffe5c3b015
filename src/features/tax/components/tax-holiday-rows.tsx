/** The holiday periods as a dense table (desktop) or cards (phones): dates, rate, categories, state, actions. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { taxHolidayState, type TaxHoliday } from '../../../../contract/schemas/tax';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { useDayFormat } from '../lib/day-format';

export interface TaxHolidayActions {
  onEdit: (period: TaxHoliday) => void;
  onDelete: (period: TaxHoliday) => void;
}

interface RowsProps extends TaxHolidayActions {
  rows: readonly TaxHoliday[];
  /** The company's today. */
  today: string;
}

const STATE_COLORS = { current: 'green', upcoming: 'blue', past: 'gray' } as const;

function StateBadge({ period, today }: { period: TaxHoliday; today: string }) {
  const readable = useReadableColor();
  const state = taxHolidayState(period, today);
  const color = STATE_COLORS[state];
  // Mantine's light badge text fails AA contrast for some colours: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }} data-testid="tax-holiday-state">
      {state === 'current' ? <Trans>Vigente</Trans> : state === 'upcoming' ? <Trans>Próximo</Trans> : <Trans>Pasado</Trans>}
    </Badge>
  );
}

function Categories({ period }: { period: TaxHoliday }) {
  if (period.categoriaIds.length === 0) return <Trans>Todas las categorías</Trans>;
  return <>{period.categorias.map((c) => c.nombre).join(', ')}</>;
}

function ChangedBy({ period }: { period: TaxHoliday }) {
  const format = useFormat();
  const who = period.actualizadoPor ?? '—';
  const when = format.dateTime(period.actualizadoEn);
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        Cambiado por {who}, {when}
      </Trans>
    </Text>
  );
}

function RowActions({ period, onEdit, onDelete }: TaxHolidayActions & { period: TaxHoliday }) {
  const { t } = useLingui();
  const name = period.nombre;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Editar`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(period)} aria-label={t`Editar ${name}`}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Eliminar`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(period)} aria-label={t`Eliminar ${name}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function TaxHolidayTable({ rows, today, ...actions }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const day = useDayFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Periodos de IVA en feriados`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Periodo</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Desde</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Hasta</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>IVA</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Categorías</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((period) => (
            <Table.Tr key={period.id} data-testid="tax-holiday-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {period.nombre}
                </Text>
                <ChangedBy period={period} />
              </Table.Td>
              <Table.Td style={TABULAR}>{day(period.desde)}</Table.Td>
              <Table.Td style={TABULAR}>{day(period.hasta)}</Table.Td>
              <Table.Td ta="end" style={TABULAR} data-testid="tax-holiday-rate">
                {format.rate(period.tasaBp)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Categories period={period} />
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge period={period} today={today} />
              </Table.Td>
              <Table.Td>
                <RowActions period={period} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function TaxHolidayCards({ rows, today, ...actions }: RowsProps) {
  const format = useFormat();
  const day = useDayFormat();
  return (
    <Stack gap="xs">
      {rows.map((period) => {
        const from = day(period.desde);
        const to = day(period.hasta);
        return (
          <Card key={period.id} withBorder padding="sm" radius="md" data-testid="tax-holiday-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} miw={0}>
                <Group gap={6}>
                  <Text fw={500}>{period.nombre}</Text>
                  <StateBadge period={period} today={today} />
                </Group>
                <Text size="sm" style={TABULAR}>
                  <Trans>
                    Del {from} al {to}
                  </Trans>
                  {' · '}
                  <span data-testid="tax-holiday-rate">{format.rate(period.tasaBp)}</span>
                </Text>
                <Text size="sm" c="dimmed">
                  <Categories period={period} />
                </Text>
                <ChangedBy period={period} />
              </Stack>
              <RowActions period={period} {...actions} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
