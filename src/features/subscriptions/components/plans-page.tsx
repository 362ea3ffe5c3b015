/**
 * /subscriptions/plans (SU, SA): the plans of the company's applications (or of the one chosen in the filter) with
 * price, period, trial, who may take them, subscribers and the offer in force; create and edit. A second view lists
 * each user group type's plans (`GET usergrouptypeplan`). docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Plan } from '../../../../contract/schemas/subscriptions';
import { plansQuery } from '../api/subscription-queries';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { GroupTypePlans } from './group-type-plans';
import { EditableList, usePhone } from './list-parts';
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
  return (
    <Stack gap="sm">
      <EditableList
        headerStart={
          <SegmentedControl
            aria-label={t`Vista`}
            value={view}
            onChange={(value) => setView(value as 'plans' | 'groups')}
            data={[
              { value: 'plans', label: t`Planes` },
              { value: 'groups', label: t`Por grupo de usuarios` },
            ]}
          />
        }
        newLabel={<Trans>Nuevo plan</Trans>}
        onNew={() => setEditing('new')}
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={<Trans>Aún no hay planes. Crea uno con su precio y cada cuántos meses se cobra.</Trans>}
        count={<Plural value={rows.length} one="# plan" other="# planes" />}
        replacement={view === 'groups' ? <GroupTypePlans scope={scope} appId={appId} appNames={new Map(apps.map((app) => [app.id, app.name]))} /> : undefined}
      >
        {phone ? <PlanCards rows={rows} onEdit={setEditing} /> : <PlanTable rows={rows} onEdit={setEditing} />}
      </EditableList>
      {editing !== null ? <PlanFormModal apps={apps} appId={appId} plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
