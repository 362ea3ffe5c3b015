/**
 * What the five subscription screens share: the heading, the links between them, the company (SA chooses it in the
 * header), the company's applications and the application filter kept in the URL (`?app=`). The screen's own
 * content renders below with the company scope, the applications and the chosen one.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Select, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Application } from '../../../../contract/schemas/subscriptions';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { applicationsQuery, type CompanyScope } from '../api/subscription-queries';
import { useSubscriptionErrorMessage } from '../lib/subscription-errors';
import { SubscriptionNav, type SubscriptionScreen } from './subscription-nav';

export interface FrameContext {
  scope: CompanyScope;
  apps: Application[];
  /** The application chosen in the filter (one of `apps`), or undefined. */
  appId: number | undefined;
}

export interface FrameProps {
  screen: SubscriptionScreen;
  title: string;
  /** `?app=` as the route read it. */
  app: number | undefined;
  onAppChange: (app: number | undefined) => void;
  /** The screen works on one application (products): no "every application" choice. */
  needsApp?: boolean;
  /** The applications screen lists them all: no filter. */
  hideFilter?: boolean;
  children: (context: FrameContext) => ReactNode;
}

export function SubscriptionsFrame({ screen, title, app, onAppChange, needsApp = false, hideFilter = false, children }: FrameProps) {
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <SubscriptionNav current={screen} appId={app} />
      {needsCompany ? (
        <ChooseCompany />
      ) : (
        <FrameBody key={scope.empresaId ?? 0} scope={scope} app={app} onAppChange={onAppChange} needsApp={needsApp} hideFilter={hideFilter}>
          {children}
        </FrameBody>
      )}
    </Stack>
  );
}

function FrameBody({
  scope,
  app,
  onAppChange,
  needsApp,
  hideFilter,
  children,
}: Omit<FrameProps, 'screen' | 'title'> & {
  scope: CompanyScope;
  needsApp: boolean;
  hideFilter: boolean;
}) {
  const { t } = useLingui();
  const describe = useSubscriptionErrorMessage();
  const list = useQuery(applicationsQuery(scope));
  if (list.isPending) return <Skeleton height={36} maw={320} aria-busy="true" />;
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describe(list.error)}
      </Alert>
    );
  }
  const apps = list.data;
  // An id from another company or a deleted application filters nothing; a one-application screen takes the first.
  const known = apps.some((row) => row.id === app) ? app : undefined;
  const appId = known ?? (needsApp ? apps[0]?.id : undefined);
  const data = apps.map((row) => ({ value: String(row.id), label: row.name }));
  return (
    <Stack gap="sm">
      {hideFilter || apps.length === 0 ? null : (
        <Group gap="sm">
          <Select
            label={t`Aplicación`}
            data={needsApp ? data : [{ value: '', label: t`Todas las aplicaciones` }, ...data]}
            value={appId === undefined ? '' : String(appId)}
            onChange={(value) => onAppChange(value ? Number(value) : undefined)}
            allowDeselect={false}
            w={320}
            maw="100%"
          />
        </Group>
      )}
      {children({ scope, apps, appId })}
    </Stack>
  );
}

/** Shown on the plans, options, offers and products screens while the company has no application. */
export function NoApplicationYet() {
  return (
    <Alert variant="light" color="blue" title={<Trans>Crea primero una aplicación</Trans>} data-testid="subscriptions-empty">
      <Stack gap={4} align="flex-start">
        <Trans>Los planes, beneficios, ofertas y productos pertenecen a una aplicación (un programa de suscripción, como «Canasta Prime»).</Trans>
        <Anchor renderRoot={(props) => <Link to="/subscriptions/appplications" {...props} />} size="sm">
          <Trans>Ir a Aplicaciones</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
