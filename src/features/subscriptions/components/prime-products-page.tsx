/**
 * /subscriptions/products (SU, SA): the products enrolled in the chosen application (the first when none is chosen),
 * searchable; add several at once with the product search, select and remove them after a confirmation.
 * docs/subscription-screens.md.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Application } from '../../../../contract/schemas/subscriptions';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { primeProductsQuery, useRemovePrimeProducts, type CompanyScope } from '../api/subscription-queries';
import { useSubscriptionErrorMessage } from '../lib/subscription-errors';
import type { SubscriptionSearch } from '../lib/subscription-search';
import { AddPrimeProductsModal } from './add-prime-products-modal';
import { EmptyText, ListPanel, usePhone } from './list-parts';
import { PrimeProductTable } from './prime-product-table';
import { NoApplicationYet, SubscriptionsFrame } from './subscriptions-frame';

interface PageProps {
  search: SubscriptionSearch;
  onAppChange: (app: number | undefined) => void;
}

export function PrimeProductsPage({ search, onAppChange }: PageProps) {
  const { t } = useLingui();
  return (
    <SubscriptionsFrame screen="products" title={t`Productos de suscripción`} app={search.app} onAppChange={onAppChange} needsApp>
      {({ scope, apps, appId }) => {
        const app = apps.find((row) => row.id === appId);
        return app ? <ProductList key={app.id} scope={scope} app={app} /> : <NoApplicationYet />;
      }}
    </SubscriptionsFrame>
  );
}

/** Case- and accent-insensitive search text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function ProductList({ scope, app }: { scope: CompanyScope; app: Application }) {
  const { t } = useLingui();
  const describe = useSubscriptionErrorMessage();
  const phone = usePhone();
  const list = useQuery(primeProductsQuery(scope, app.id));
  const remove = useRemovePrimeProducts();
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const rows = useMemo(() => {
    const needle = fold(q.trim());
    return needle ? all.filter((row) => fold(`${row.sku} ${row.name} ${row.brand ?? ''}`).includes(needle)) : all;
  }, [all, q]);
  // Only what is still enrolled counts as selected (a removal elsewhere drops it).
  const chosen = all.filter((row) => selected.has(row.productId)).map((row) => row.productId);
  const count = chosen.length;
  const appName = app.name;

  const toggle = (productId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(productId)) next.add(productId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (checked) next.add(row.productId);
        else next.delete(row.productId);
      }
      return next;
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t`Buscar en los productos inscritos`}
          placeholder={t`SKU, nombre o marca`}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          w={300}
          maw="100%"
        />
        <Group gap="sm">
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} disabled={count === 0} onClick={() => setDialog('remove')}>
            <Trans>Quitar seleccionados</Trans>
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('add')}>
            <Trans>Agregar productos</Trans>
          </Button>
        </Group>
      </Group>
      <ListPanel
        pending={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyState={
          <EmptyText>
            {q.trim() ? (
              <Trans>Ningún producto inscrito coincide con «{q}».</Trans>
            ) : (
              <Trans>Aún no hay productos inscritos en {appName}. Agrega los productos a los que se aplican sus descuentos.</Trans>
            )}
          </EmptyText>
        }
      >
        <PrimeProductTable rows={rows} phone={phone} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
      </ListPanel>
      <Text size="sm" c="dimmed" data-testid="prime-product-total">
        <Plural value={all.length} one="# producto inscrito" other="# productos inscritos" />
        {count > 0 ? ` · ${t`${count} seleccionados`}` : ''}
      </Text>
      {dialog === 'add' ? (
        <AddPrimeProductsModal scope={scope} appId={app.id} appName={app.name} enrolled={all.map((row) => row.productId)} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'remove' ? (
        <ConfirmDeleteModal
          title={t`Quitar productos de ${appName}`}
          done={t`Productos quitados.`}
          pending={remove.isPending}
          describe={describe}
          onDelete={async () => {
            await remove.mutateAsync({ appId: app.id, productIds: chosen });
            setSelected(new Set());
          }}
          onClose={() => setDialog(null)}
        >
          <Plural
            value={count}
            one="Se quitará # producto de la aplicación: sus suscriptores dejarán de tener su descuento. El producto sigue en el catálogo."
            other="Se quitarán # productos de la aplicación: sus suscriptores dejarán de tener su descuento. Los productos siguen en el catálogo."
          />
        </ConfirmDeleteModal>
      ) : null}
    </Stack>
  );
}
