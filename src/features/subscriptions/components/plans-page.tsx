/**
 * /subscriptions/plans (SU, SA): the plans of the company's applications (or of the one chosen in the filter) with
 * price, period, trial, who may take them, subscribers and the offer in force; create and edit. A second view lists
 * each user group type's plans (`GET usergrouptypeplan`). docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Plan } from '../../../../contract/schemas/subscriptions';
import { plansQuery } from '../api/subscription-queries';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { GroupTypePlans } from './group-type-plans';
import { EmptyText, ListPanel, usePhone } from './list-parts';
import { PlanFormModal } from './plan-form-modal';
import { PlanCards, PlanTable } from './plan-rows';
import { NoApplicationYet, SubscriptionsFrame, type FrameContext } from './subscriptions-frame';

interface PageProps {
  search: SubscriptionSearch;
  onAppChange: (app: number | undefined) => void;
}

export function PlansPage({ search, onAppChange }: PageProps) {
  const { t } = useLingui();
  return (
    <SubscriptionsFrame screen="plans" title={t`Planes de suscripción`} app={search.app} onAppChange={onAppChange}>
      {(context) => (context.apps.length === 0 ? <NoApplicationYet /> : <PlanList key={context.appId ?? 0} {...context} />)}
    </SubscriptionsFrame>
  );
}

function PlanList({ scope, apps, appId }: FrameContext) {
  const { t } = useLingui();
  const phone = usePhone();
  const [view, setView] = useState<'plans' | 'groups'>('plans');
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const list = useQuery(plansQuery(scope, appId));
  const rows = list.data ?? [];
  const newButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
      <Trans>Nuevo plan</Trans>
    </Button>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t`Vista`}
          value={view}
          onChange={(value) => setView(value as 'plans' | 'groups')}
          data={[
            { value: 'plans', label: t`Planes` },
            { value: 'groups', label: t`Por grupo de usuarios` },
          ]}
        />
        {newButton('filled')}
      </Group>
      {view === 'groups' ? (
        <GroupTypePlans scope={scope} appId={appId} appNames={new Map(apps.map((app) => [app.id, app.name]))} />
      ) : (
        <>
          <ListPanel
            pending={list.isPending}
            error={list.error}
            empty={rows.length === 0}
            emptyState={
              <>
                <EmptyText>
                  <Trans>Aún no hay planes. Crea uno con su precio y cada cuántos meses se cobra.</Trans>
                </EmptyText>
                {newButton('light')}
              </>
            }
          >
            {phone ? <PlanCards rows={rows} onEdit={setEditing} /> : <PlanTable rows={rows} onEdit={setEditing} />}
          </ListPanel>
          <Text size="sm" c="dimmed">
            <Plural value={rows.length} one="# plan" other="# planes" />
          </Text>
        </>
      )}
      {editing !== null ? <PlanFormModal apps={apps} appId={appId} plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
