/**
 * /tienda (PS, CC, SA; docs/shop.md): the catalogue of the store chosen in the header, to read prices and
 * availability. Selling to a customer starts on /tienda-cliente.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCatalogueColumns } from './catalogue-columns';
import { ChooseStore, useShopStore } from './choose-store';
import { ShopCatalogue } from './shop-catalogue';

export function ShopPage() {
  const { t } = useLingui();
  const title = t`Tienda`;
  usePageTitle(title);
  const store = useShopStore();
  const { phone, columns } = useCatalogueColumns(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {store.storeName ? (
          <Text c="dimmed" size="sm">
            {store.storeName}
          </Text>
        ) : null}
      </Group>
      {store.needsCompany ? <ChooseCompany /> : store.scope === null ? <ChooseStore /> : <ShopCatalogue key={store.scope.tiendaId} scope={store.scope} currency={store.currency} phone={phone} columns={columns} />}
    </Stack>
  );
}
