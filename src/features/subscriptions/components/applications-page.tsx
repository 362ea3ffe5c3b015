/**
 * /subscriptions/appplications (SU, SA): the company's subscription programmes with their plans, subscribers and
 * enrolled products (each count links to its screen for that application); create and edit. docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Application } from '../../../../contract/schemas/subscriptions';
import { TABULAR, useFormat } from '../../../lib/format';
import { applicationsQuery, type CompanyScope } from '../api/subscription-queries';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { ApplicationFormModal } from './application-form-modal';
import { ActiveBadge, EditableList, RowCard, usePhone } from './list-parts';
import { SubscriptionsFrame } from './subscriptions-frame';

interface PageProps {
  search: SubscriptionSearch;
  onAppChange: (app: number | undefined) => void;
}

export function ApplicationsPage({ search, onAppChange }: PageProps) {
  const { t } = useLingui();
  return (
    <SubscriptionsFrame screen="applications" title={t`Aplicaciones de suscripción`} app={search.app} onAppChange={onAppChange} hideFilter>
      {({ scope }) => <ApplicationList scope={scope} />}
    </SubscriptionsFrame>
  );
}

function ApplicationList({ scope }: { scope: CompanyScope }) {
  const phone = usePhone();
  const list = useQuery(applicationsQuery(scope));
  const [editing, setEditing] = useState<Application | 'new' | null>(null);
  const rows = list.data ?? [];
  return (
    <Stack gap="sm">
      <EditableList
        intro={<Trans>Cada aplicación es un programa de suscripción con sus planes, beneficios y productos.</Trans>}
        newLabel={<Trans>Nueva aplicación</Trans>}
        onNew={() => setEditing('new')}
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={<Trans>Aún no hay aplicaciones. Crea la primera, por ejemplo «Canasta Prime»; después podrás agregarle planes, beneficios y productos.</Trans>}
        count={<Plural value={rows.length} one="# aplicación" other="# aplicaciones" />}
      >
        {phone ? <ApplicationCards rows={rows} onEdit={setEditing} /> : <ApplicationTable rows={rows} onEdit={setEditing} />}
      </EditableList>
      {editing !== null ? <ApplicationFormModal scope={scope} app={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

interface RowsProps {
  rows: readonly Application[];
  onEdit: (app: Application) => void;
}

function EditButton({ app, onEdit }: { app: Application; onEdit: (app: Application) => void }) {
  const { t } = useLingui();
  const name = app.name;
  return (
    <Tooltip label={t`Editar`}>
      <ActionIcon variant="subtle" onClick={() => onEdit(app)} aria-label={t`Editar aplicación ${name}`}>
        <IconEdit size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The plans and products counts open their screen for this application. */
function PlansLink({ app }: { app: Application }) {
  const { t } = useLingui();
  const f = useFormat();
  const name = app.name;
  return (
    <Anchor
      renderRoot={(props) => <Link to="/subscriptions/plans" search={{ app: app.id }} {...props} />}
      size="sm"
      style={TABULAR}
      title={t`Ver los planes de ${name}`}
      data-testid="application-plans"
    >
      {f.count(app.plans)}
    </Anchor>
  );
}

function ProductsLink({ app }: { app: Application }) {
  const { t } = useLingui();
  const f = useFormat();
  const name = app.name;
  return (
    <Anchor
      renderRoot={(props) => <Link to="/subscriptions/products" search={{ app: app.id }} {...props} />}
      size="sm"
      style={TABULAR}
      title={t`Ver los productos de ${name}`}
      data-testid="application-products"
    >
      {f.count(app.products)}
    </Anchor>
  );
}

function ApplicationTable({ rows, onEdit }: RowsProps) {
  const { t } = useLingui();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Aplicaciones de suscripción`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Nombre</Trans>
            </Table.Th>
            <Table.Th w={100}>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Planes</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Suscriptores</Trans>
            </Table.Th>
            <Table.Th ta="end">{t({ message: 'Productos', context: 'suscripciones' })}</Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((app) => (
            <Table.Tr key={app.id} data-testid="application-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {app.name}
                </Text>
                {app.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {app.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={app.active} feminine />
              </Table.Td>
              <Table.Td ta="end">
                <PlansLink app={app} />
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {f.count(app.subscribers)}
              </Table.Td>
              <Table.Td ta="end">
                <ProductsLink app={app} />
              </Table.Td>
              <Table.Td ta="end">
                <EditButton app={app} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicationCards({ rows, onEdit }: RowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((app) => (
        <RowCard key={app.id} testId="application-row" name={app.name} badge={<ActiveBadge active={app.active} feminine />} action={<EditButton app={app} onEdit={onEdit} />}>
          <Text size="sm" c="dimmed">
            <Trans>Planes:</Trans> <PlansLink app={app} /> · <Trans>Productos:</Trans> <ProductsLink app={app} />
          </Text>
          <Text size="sm" c="dimmed" style={TABULAR}>
            <Plural value={app.subscribers} one="# suscriptor" other="# suscriptores" />
          </Text>
        </RowCard>
      ))}
    </Stack>
  );
}
