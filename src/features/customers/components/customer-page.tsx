/**
 * /cliente/:id: contact data, addresses, store credit (the route composes the credits feature's panel), orders,
 * subscriptions (CC, PS and SA only, as their calls) and history. CC, PS and SA edit; SU (easycreditos) reads it for
 * the credit balance.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { canSee } from '../../../../contract/screens';
import type { CustomerDetail } from '../../../../contract/schemas/customers';
import { Bidi } from '../../../components/bidi';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { useUserData } from '../../../lib/user-data';
import { customerQuery } from '../api/customer-queries';
import { CustomerAddresses } from './customer-addresses';
import { CustomerContactForm } from './customer-contact-form';
import { CustomerHistory } from './customer-history';
import { CustomerOrders } from './customer-orders';
import { CustomerSubscriptions } from './customer-subscriptions';

/** The store credit panel the route composes in (the credits feature's); a feature never imports another. */
export type CreditPanel = ComponentType<{ customerId: number; empresaId?: number }>;

export function CustomerPage({ customerId, creditPanel }: { customerId: number; creditPanel?: CreditPanel }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const user = useUserData();
  const readOnly = user === null || !canSee(user.rol, 'clientes');
  const customer = useQuery(customerQuery(customerId));
  usePageTitle(customer.data?.name ?? t`Cliente`);
  if (customer.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w={320} />
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (customer.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {describe(customer.error)}
      </Alert>
    );
  }
  return <CustomerDetailView customer={customer.data} readOnly={readOnly} onReload={() => void customer.refetch()} creditPanel={creditPanel} />;
}

function CustomerDetailView({ customer, readOnly, onReload, creditPanel: Credit }: { customer: CustomerDetail; readOnly: boolean; onReload: () => void; creditPanel: CreditPanel | undefined }) {
  const f = useFormat();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        {readOnly ? null : (
          <Anchor renderRoot={(props) => <Link to="/clientes" {...props} />} size="sm">
            <Trans>← Clientes</Trans>
          </Anchor>
        )}
        <Title order={1} fz="h2">
          <Bidi>{customer.name}</Bidi>
        </Title>
        <Group gap="md">
          <Text size="sm" c="dimmed">
            <Trans>Órdenes: {f.count(customer.orderCount)}</Trans>
          </Text>
          {customer.lastOrder ? (
            <Text size="sm" c="dimmed">
              <Trans>Última orden:</Trans>{' '}
              <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(customer.lastOrder!.id) }} {...props} />} size="sm">
                <Bidi numeric>{customer.lastOrder.number}</Bidi>
              </Anchor>{' '}
              <Bidi numeric>{f.dateTime(customer.lastOrder.createdAt)}</Bidi>
            </Text>
          ) : null}
        </Group>
      </Stack>
      <Tabs defaultValue="data" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="data">
            <Trans>Datos</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="orders">
            <Trans>Órdenes</Trans>
          </Tabs.Tab>
          {readOnly ? null : (
            <Tabs.Tab value="subscriptions">
              <Trans>Suscripciones</Trans>
            </Tabs.Tab>
          )}
          <Tabs.Tab value="history">
            <Trans>Historial</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="data" pt="md">
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <CustomerContactForm key={customer.version} customer={customer} readOnly={readOnly} onReload={onReload} />
            </Paper>
            {Credit ? (
              <Paper withBorder radius="md" p="md">
                <Credit customerId={customer.id} empresaId={customer.companyId} />
              </Paper>
            ) : null}
            <Paper withBorder radius="md" p="md">
              <CustomerAddresses customer={customer} readOnly={readOnly} />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="orders" pt="md">
          <CustomerOrders customerId={customer.id} />
        </Tabs.Panel>
        {readOnly ? null : (
          <Tabs.Panel value="subscriptions" pt="md">
            <CustomerSubscriptions customerId={customer.id} companyId={customer.companyId} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="history" pt="md">
          <CustomerHistory customerId={customer.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
