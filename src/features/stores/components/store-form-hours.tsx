/**
 * Weekly opening hours (several windows per weekday) and the days that differ: a holiday closed all day, or other
 * hours. Errors arrive keyed by the request's fields (`openingHours.3.closes`, `exceptions.0.date`).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TABULAR } from '../../../lib/format';
import { rowKey, type ExceptionRow, type HoursRow } from '../lib/store-form-state';
import { WEEK_ORDER, weekdayName } from '../lib/weekdays';

type Errors = Record<string, string | undefined>;

export interface StoreFormHoursProps {
  hours: HoursRow[];
  onHours: (hours: HoursRow[]) => void;
  errors: Errors;
  readOnly: boolean;
}

export function StoreFormHours({ hours, onHours, errors, readOnly }: StoreFormHoursProps) {
  const { t, i18n } = useLingui();
  const set = (index: number, change: Partial<HoursRow>) => onHours(hours.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap={6}>
      {WEEK_ORDER.map((weekday) => {
        const day = weekdayName(weekday, i18n.locale);
        const rows = hours.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
        return (
          <Group key={weekday} gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={t`Horario del ${day}`}>
            <Text w={110} pt={6} fw={500} tt="capitalize">{day}</Text>
            <Stack gap={6} style={{ flex: 1 }}>
              {rows.length === 0 && <Text size="sm" c="dimmed" pt={6}><Trans>Cerrado</Trans></Text>}
              {rows.map(({ row, index }, n) => (
                <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput type="time" aria-label={t`Abre (${day}, horario ${n + 1})`} value={row.opens} onChange={(e) => set(index, { opens: e.currentTarget.value })} error={errors[`openingHours.${index}.opens`]} readOnly={readOnly} w={130} styles={{ input: TABULAR }} />
                  <Text pt={6}>–</Text>
                  <TextInput type="time" aria-label={t`Cierra (${day}, horario ${n + 1})`} value={row.closes} onChange={(e) => set(index, { closes: e.currentTarget.value })} error={errors[`openingHours.${index}.closes`]} readOnly={readOnly} w={130} styles={{ input: TABULAR }} />
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Quitar horario ${n + 1} del ${day}`} onClick={() => onHours(hours.filter((_, i) => i !== index))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Stack>
            {!readOnly && (
              <Button variant="subtle" size="compact-sm" mt={4} leftSection={<IconPlus size={14} />} onClick={() => onHours([...hours, { key: rowKey(), weekday, opens: rows.length > 0 ? '15:00' : '08:00', closes: rows.length > 0 ? '19:00' : '13:00' }])} aria-label={t`Agregar horario al ${day}`}>
                <Trans>Agregar</Trans>
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

export interface StoreFormExceptionsProps {
  exceptions: ExceptionRow[];
  onChange: (exceptions: ExceptionRow[]) => void;
  errors: Errors;
  readOnly: boolean;
}

export function StoreFormExceptions({ exceptions, onChange, errors, readOnly }: StoreFormExceptionsProps) {
  const { t } = useLingui();
  const set = (index: number, change: Partial<ExceptionRow>) => onChange(exceptions.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      {exceptions.length === 0 ? (
        <Text size="sm" c="dimmed"><Trans>Sin feriados ni horarios especiales.</Trans></Text>
      ) : (
        <Paper withBorder radius="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th><Trans>Fecha</Trans></Table.Th>
                  <Table.Th><Trans>Cerrado</Trans></Table.Th>
                  <Table.Th><Trans>Abre</Trans></Table.Th>
                  <Table.Th><Trans>Cierra</Trans></Table.Th>
                  <Table.Th><Trans>Motivo</Trans></Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {exceptions.map((row, i) => (
                  <Table.Tr key={row.key}>
                    <Table.Td><TextInput type="date" aria-label={t`Fecha de la excepción ${i + 1}`} value={row.date} onChange={(e) => set(i, { date: e.currentTarget.value })} error={errors[`exceptions.${i}.date`]} readOnly={readOnly} /></Table.Td>
                    <Table.Td><Checkbox aria-label={t`Cerrado todo el día (excepción ${i + 1})`} checked={row.closed} onChange={(e) => set(i, { closed: e.currentTarget.checked })} disabled={readOnly} /></Table.Td>
                    <Table.Td><TextInput type="time" aria-label={t`Abre (excepción ${i + 1})`} value={row.closed ? '' : row.opens} disabled={row.closed || readOnly} onChange={(e) => set(i, { opens: e.currentTarget.value })} error={errors[`exceptions.${i}.opens`]} styles={{ input: TABULAR }} /></Table.Td>
                    <Table.Td><TextInput type="time" aria-label={t`Cierra (excepción ${i + 1})`} value={row.closed ? '' : row.closes} disabled={row.closed || readOnly} onChange={(e) => set(i, { closes: e.currentTarget.value })} error={errors[`exceptions.${i}.closes`]} styles={{ input: TABULAR }} /></Table.Td>
                    <Table.Td><TextInput aria-label={t`Motivo (excepción ${i + 1})`} placeholder={t`Feriado, inventario…`} value={row.reason} onChange={(e) => set(i, { reason: e.currentTarget.value })} error={errors[`exceptions.${i}.reason`]} readOnly={readOnly} /></Table.Td>
                    <Table.Td>
                      {!readOnly && (
                        <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Quitar la excepción ${i + 1}`} onClick={() => onChange(exceptions.filter((_, j) => j !== i))}>
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
          <Button variant="light" size="compact-sm" leftSection={<IconPlus size={14} />} onClick={() => onChange([...exceptions, { key: rowKey(), date: '', closed: true, opens: '', closes: '', reason: '' }])}>
            <Trans>Agregar feriado o excepción</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
