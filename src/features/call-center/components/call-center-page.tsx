/**
 * /call-center (CC, SA; docs/call-center.md): one screen for an agent on the phone, keyboard first. Find or create
 * the customer, then the sale (address, store and slot, products, cart with live pricing, promotions, payment),
 * "Crear orden", and "Nueva llamada" for the next one. Desktop: two columns; phones: the steps stacked.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { CustomerFinder } from '../../../components/customer-finder';
import { OrderPlaced } from '../../../components/order-placed';
import { usePageTitle } from '../../../components/page-title';
import type { PlacedOrder } from '../../../lib/selling/place-order';
import { useSellingStores } from '../../../lib/selling/store-choice';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { CallSale } from './call-sale';
import { SaleStep } from '../../../components/sale-step';

export function CallCenterPage() {
  const { t } = useLingui();
  const title = t`Call center`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  // Each call starts from nothing; "Nueva llamada" starts the next one.
  const [callNumber, setCallNumber] = useState(1);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <Call key={callNumber} scope={scope} onNewCall={() => setCallNumber((n) => n + 1)} />}
    </Stack>
  );
}

function Call({ scope, onNewCall }: { scope: { empresaId?: number }; onNewCall: () => void }) {
  const stores = useSellingStores(scope);
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [chosenStore, setStoreId] = useState<number | null>(null);
  const storeId = chosenStore ?? stores.headerStoreId ?? stores.stores[0]?.id ?? null;
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  if (placed) return <OrderPlaced placed={placed} currency={stores.currencyOf(storeId)} next={<Trans>Nueva llamada</Trans>} onNext={onNewCall} />;
  if (customerId === null) {
    return (
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SaleStep number={1} title={<Trans>Cliente</Trans>}>
            <CustomerFinder scope={scope} onChoose={setCustomerId} autoFocus />
          </SaleStep>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" h="100%">
            <Text c="dimmed" ta="center">
              <Trans>Busca al cliente por teléfono, correo o nombre, o créalo, para empezar la orden.</Trans>
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    );
  }
  return (
    <CallSale
      key={customerId}
      scope={scope}
      customerId={customerId}
      onChangeCustomer={() => setCustomerId(null)}
      stores={stores}
      storeId={storeId}
      onStore={setStoreId}
      onPlaced={setPlaced}
    />
  );
}
