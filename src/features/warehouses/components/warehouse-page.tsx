/**
 * /bodega/nueva and /bodega/:id (SA): a new warehouse's form, or one warehouse's tabs: its data, aisle order, stock,
 * what picking found out of stock, and its history. The tab is in the URL (`?tab=`).
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { RecordHistory } from '../../../components/record-history';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { warehouseHistoryQuery, warehouseQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';
import { WarehouseAisles } from './warehouse-aisles';
import { WarehouseForm } from './warehouse-form';
import { WarehouseOutOfStock } from './warehouse-out-of-stock';
import { WarehouseStatusBadge } from './warehouse-status-badge';
import { WarehouseStock } from './warehouse-stock';
import type { WarehouseTab } from '../lib/warehouse-tabs';


const FIELD_LABELS = {
  name: msg`Nombre`,
  address: msg`Dirección`,
  lat: msg`Latitud`,
  lng: msg`Longitud`,
  active: msg`Activa`,
  stores: msg`Tiendas que atiende`,
};
const ACTION_LABELS = { aisles: msg`Orden de pasillos` };

function BackLink() {
  return (
    <Anchor component={Link} to="/bodegas" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        <Trans>Bodegas</Trans>
      </Group>
    </Anchor>
  );
}

/** /bodega/nueva */
export function NewWarehousePage() {
  const { t } = useLingui();
  const title = t`Nueva bodega`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackLink />
        <Title order={1} fz="h2">
          {title}
        </Title>
      </Stack>
      {needsCompany ? <ChooseCompany /> : <NewWarehouseForm key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

function NewWarehouseForm({ scope }: { scope: CompanyScope }) {
  const navigate = useNavigate();
  const describe = useWarehouseErrorMessage();
  const query = useQuery(warehouseQuery(scope, null));
  if (query.isPending) return <Skeleton h={320} />;
  if (query.isError) return <Alert color="red">{describe(query.error)}</Alert>;
  return (
    <WarehouseForm
      scope={scope}
      warehouse={null}
      storeOptions={query.data.storeOptions}
      onSaved={(warehouse) => void navigate({ to: '/bodega/$id', params: { id: String(warehouse.id) } })}
    />
  );
}

/** /bodega/:id */
export function WarehousePage({ warehouseId, tab, onTab }: { warehouseId: number; tab: WarehouseTab; onTab: (tab: WarehouseTab) => void }) {
  const { t } = useLingui();
  const { scope, needsCompany } = useCompanyScope();
  const describe = useWarehouseErrorMessage();
  const query = useQuery({ ...warehouseQuery(scope, warehouseId), enabled: !needsCompany });
  const warehouse = query.data?.warehouse ?? null;
  const title = warehouse?.name ?? t`Bodega`;
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <BackLink />
        <Group gap="sm">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {warehouse ? <WarehouseStatusBadge active={warehouse.active} /> : null}
        </Group>
      </Stack>
      {needsCompany ? (
        <ChooseCompany />
      ) : query.isPending ? (
        <Skeleton h={320} />
      ) : query.isError || warehouse === null ? (
        <Alert color="red" title={t`No se pudo cargar la bodega`}>
          {describe(query.error)}
        </Alert>
      ) : (
        <Tabs value={tab} onChange={(value) => onTab((value ?? 'datos') as WarehouseTab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="datos">
              <Trans>Datos</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="pasillos">
              <Trans>Orden de pasillos</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="stock">
              <Trans>Stock</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="agotados">
              <Trans>Sin stock en picking</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="historial">
              <Trans>Historial</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="datos" pt="md">
            {/* A new key per version: after a save or a reload the form starts from what was stored. */}
            <WarehouseForm
              key={`${warehouse.id}:${warehouse.version}`}
              scope={scope}
              warehouse={warehouse}
              storeOptions={query.data.storeOptions}
              onSaved={() => undefined}
              onReload={() => void query.refetch()}
            />
          </Tabs.Panel>
          <Tabs.Panel value="pasillos" pt="md">
            <WarehouseAisles scope={scope} warehouseId={warehouse.id} />
          </Tabs.Panel>
          <Tabs.Panel value="stock" pt="md">
            <WarehouseStock scope={scope} warehouseId={warehouse.id} />
          </Tabs.Panel>
          <Tabs.Panel value="agotados" pt="md">
            <WarehouseOutOfStock scope={scope} warehouseId={warehouse.id} />
          </Tabs.Panel>
          <Tabs.Panel value="historial" pt="md">
            <RecordHistory query={warehouseHistoryQuery(scope, warehouse.id)} fieldLabels={FIELD_LABELS} actionLabels={ACTION_LABELS} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
