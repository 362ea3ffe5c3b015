/** The plans as a dense table (desktop) or cards (phones): price, period, trial, groups, subscribers, offer, state. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import type { Plan } from '../../../../contract/schemas/subscriptions';
import { TABULAR, useFormat } from '../../../lib/format';
import { GROUP_TYPE_LABELS } from '../lib/subscription-labels';
import { ActiveBadge, RowCard } from './list-parts';

interface RowsProps {
  rows: readonly Plan[];
  onEdit: (plan: Plan) => void;
}

/** "cada 3 meses". */
export function PeriodText({ months }: { months: number }) {
  return <Plural value={months} one="cada mes" other="cada # meses" />;
}

function Trial({ days }: { days: number }) {
  return days === 0 ? <Trans>Sin prueba</Trans> : <Plural value={days} one="# día" other="# días" />;
}

function Groups({ plan }: { plan: Plan }) {
  const { i18n } = useLingui();
  return (
    <Group gap={4}>
      {plan.userGroupTypes.map((type) => (
        <Badge key={type} size="sm" variant="outline" color="gray" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
          {i18n._(GROUP_TYPE_LABELS[type])}
        </Badge>
      ))}
    </Group>
  );
}

function CurrentOffer({ plan }: { plan: Plan }) {
  const f = useFormat();
  const offer = plan.currentOffer;
  if (!offer)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const price = f.money(offer.priceCents);
  const until = f.dateTime(offer.endsAt);
  return (
    <Stack gap={0}>
      <Text size="sm" style={TABULAR}>
        {offer.name}: {price}
      </Text>
      <Text size="xs" c="dimmed" style={TABULAR}>
        <Trans>hasta {until}</Trans>
      </Text>
    </Stack>
  );
}

function EditButton({ plan, onEdit }: { plan: Plan; onEdit: (plan: Plan) => void }) {
  const { t } = useLingui();
  const name = plan.name;
  return (
    <Tooltip label={t`Editar`}>
      <ActionIcon variant="subtle" onClick={() => onEdit(plan)} aria-label={t`Editar plan ${name}`}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

export function PlanTable({ rows, onEdit }: RowsProps) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Planes`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Plan</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Precio</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Periodo</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Prueba</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Disponible para</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Suscriptores</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Oferta vigente</Trans>
            </Table.Th>
            <Table.Th w={100}>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((plan) => (
            <Table.Tr key={plan.id} data-testid="plan-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {plan.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {plan.applicationName}
                </Text>
              </Table.Td>
              <Table.Td ta="end" style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
                {f.money(plan.priceCents)}
              </Table.Td>
              <Table.Td>
                <PeriodText months={plan.periodMonths} />
              </Table.Td>
              <Table.Td style={TABULAR}>
                <Trial days={plan.trialDays} />
              </Table.Td>
              <Table.Td>
                <Groups plan={plan} />
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {f.count(plan.subscribers)}
              </Table.Td>
              <Table.Td>
                <CurrentOffer plan={plan} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={plan.active} />
              </Table.Td>
              <Table.Td ta="end">
                <EditButton plan={plan} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PlanCards({ rows, onEdit }: RowsProps) {
  const f = useFormat();
  return (
    <Stack gap="xs">
      {rows.map((plan) => (
        <RowCard key={plan.id} testId="plan-row" name={plan.name} badge={<ActiveBadge active={plan.active} />} action={<EditButton plan={plan} onEdit={onEdit} />} gap={4}>
          <Text size="sm" c="dimmed">
            {plan.applicationName}
          </Text>
          <Text size="sm" style={TABULAR}>
            {f.money(plan.priceCents)} <PeriodText months={plan.periodMonths} /> · <Trial days={plan.trialDays} />
          </Text>
          <Groups plan={plan} />
          <Text size="sm" c="dimmed" style={TABULAR}>
            <Plural value={plan.subscribers} one="# suscriptor" other="# suscriptores" />
          </Text>
          {plan.currentOffer ? <CurrentOffer plan={plan} /> : null}
        </RowCard>
      ))}
    </Stack>
  );
}
