/**
 * /subscriptions/options (SU, SA): the benefits of the company's applications (or the chosen one): free shipping from
 * a minimum, or a discount on the enrolled products; per plan or for every plan; create and edit.
 * docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubscriptionOption } from '../../../../contract/schemas/subscriptions';
import { TABULAR, useFormat } from '../../../lib/format';
import { optionsQuery, plansQuery } from '../api/subscription-queries';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { ActiveBadge, EditableList, RowCard, usePhone } from './list-parts';
import { OptionFormModal } from './option-form-modal';
import { NoApplicationYet, SubscriptionsFrame, type FrameContext } from './subscriptions-frame';

interface PageProps {
  search: SubscriptionSearch;
  onAppChange: (app: number | undefined) => void;
}

export function OptionsPage({ search, onAppChange }: PageProps) {
  const { t } = useLingui();
  return (
    <SubscriptionsFrame screen="options" title={t`Opciones de suscripción`} app={search.app} onAppChange={onAppChange}>
      {(context) => (context.apps.length === 0 ? <NoApplicationYet /> : <OptionList key={context.appId ?? 0} {...context} />)}
    </SubscriptionsFrame>
  );
}

interface RowsProps {
  rows: readonly SubscriptionOption[];
  appNames: ReadonlyMap<number, string>;
  planNames: ReadonlyMap<number, string>;
  onEdit: (option: SubscriptionOption) => void;
}

function OptionList({ scope, apps, appId }: FrameContext) {
  const phone = usePhone();
  const list = useQuery(optionsQuery(scope, appId));
  const plans = useQuery(plansQuery(scope, appId));
  const [editing, setEditing] = useState<SubscriptionOption | 'new' | null>(null);
  const rows = list.data ?? [];
  const props = {
    rows,
    appNames: new Map(apps.map((app) => [app.id, app.name])),
    planNames: new Map((plans.data ?? []).map((plan) => [plan.id, plan.name])),
    onEdit: setEditing,
  };
  return (
    <Stack gap="sm">
      <EditableList
        intro={<Trans>Lo que reciben los suscriptores: envío gratis o un descuento en los productos inscritos.</Trans>}
        newLabel={<Trans>Nuevo beneficio</Trans>}
        onNew={() => setEditing('new')}
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={<Trans>Aún no hay beneficios. Crea uno: envío gratis o un descuento para los suscriptores.</Trans>}
        count={<Plural value={rows.length} one="# beneficio" other="# beneficios" />}
      >
        {phone ? <OptionCards {...props} /> : <OptionTable {...props} />}
      </EditableList>
      {editing !== null ? <OptionFormModal scope={scope} apps={apps} appId={appId} option={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

/** "Envío gratis desde $30,00", "Envío gratis", "Descuento del 10 %". */
function Benefit({ option }: { option: SubscriptionOption }) {
  const f = useFormat();
  if (option.kind === 'descuento') {
    const rate = f.rate(option.discountBp);
    return <Trans>Descuento del {rate}</Trans>;
  }
  if (option.minOrderCents === 0) return <Trans>Envío gratis</Trans>;
  const min = f.money(option.minOrderCents);
  return <Trans>Envío gratis desde {min}</Trans>;
}

function PlanName({ option, planNames }: { option: SubscriptionOption; planNames: ReadonlyMap<number, string> }) {
  return option.planId === null ? <Trans>Todos los planes</Trans> : <>{planNames.get(option.planId) ?? `#${option.planId}`}</>;
}

function EditButton({ option, onEdit }: { option: SubscriptionOption; onEdit: (option: SubscriptionOption) => void }) {
  const { t } = useLingui();
  const name = option.name;
  return (
    <Tooltip label={t`Editar`}>
      <ActionIcon variant="subtle" onClick={() => onEdit(option)} aria-label={t`Editar beneficio ${name}`}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function OptionTable({ rows, appNames, planNames, onEdit }: RowsProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Beneficios`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Aplicación</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Nombre</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Beneficio</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Plan</Trans>
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
          {rows.map((option) => (
            <Table.Tr key={option.id} data-testid="option-row">
              <Table.Td>{appNames.get(option.ApplicationId) ?? ''}</Table.Td>
              <Table.Td fw={500}>{option.name}</Table.Td>
              <Table.Td style={TABULAR}>
                <Benefit option={option} />
              </Table.Td>
              <Table.Td>
                <PlanName option={option} planNames={planNames} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={option.active} />
              </Table.Td>
              <Table.Td ta="end">
                <EditButton option={option} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OptionCards({ rows, appNames, planNames, onEdit }: RowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((option) => (
        <RowCard key={option.id} testId="option-row" name={option.name} badge={<ActiveBadge active={option.active} />} action={<EditButton option={option} onEdit={onEdit} />}>
          <Text size="sm" style={TABULAR}>
            <Benefit option={option} />
          </Text>
          <Text size="sm" c="dimmed">
            {appNames.get(option.ApplicationId) ?? ''} · <PlanName option={option} planNames={planNames} />
          </Text>
        </RowCard>
      ))}
    </Stack>
  );
}
