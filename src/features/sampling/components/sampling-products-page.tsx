/**
 * /sampling/productos (SU, SA): each sample product with its campaigns, the samples they may still give and the
 * sellable stock in the selling warehouses of their stores; a product whose stock does not cover what is left is
 * flagged, so someone restocks it before orders go without their sample. docs/sampling.md.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SamplingProduct } from '../../../../contract/schemas/sampling';
import { ChooseCompany } from '../../../components/choose-company';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat, type Formats } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { samplingProductsQuery, type CompanyScope } from '../api/sampling-queries';

export function SamplingProductsPage() {
  const { t } = useLingui();
  usePageTitle(t`Productos de sampling`);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          <Trans>Productos de sampling</Trans>
        </Title>
        <Anchor renderRoot={(props) => <Link to="/sampling" {...props} />} size="sm">
          <Trans>Ver campañas</Trans>
        </Anchor>
      </Group>
      {needsCompany ? <ChooseCompany /> : <ProductsList key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

function amount(milli: number, row: SamplingProduct, f: Formats): string {
  return row.saleUnit === 'kg' ? `${f.quantity(milli, true)} kg` : f.quantity(milli, false);
}

function StockCell({ row }: { row: SamplingProduct }) {
  const { t } = useLingui();
  const f = useFormat();
  const readable = useReadableColor();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Text size="sm" style={TABULAR} title={row.warehouses.map((w) => `${w.name}: ${amount(w.stockMilli, row, f)}`).join(' · ')}>
        {amount(row.stockMilli, row, f)}
      </Text>
      {row.short && (
        <Badge color="red" variant="light" size="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />} styles={{ label: { color: readable('red') } }} data-testid="sampling-short">
          {t`Stock insuficiente`}
        </Badge>
      )}
    </Group>
  );
}

function ProductsList({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const products = useQuery(samplingProductsQuery(scope));
  const rows = products.data?.rows ?? [];
  const campaignsText = (row: SamplingProduct) => row.campaigns.map((c) => `${c.name} (${f.count(c.usedSamples)}/${f.count(c.totalSamples)})`).join(', ');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Stock vendible (existencias menos reservas) en las bodegas de las tiendas de cada campaña, frente a lo que las campañas aún pueden entregar.</Trans>
      </Text>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {products.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : products.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(products.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">
              <Trans>Ninguna campaña tiene productos de muestra todavía.</Trans>
            </Text>
            <Anchor renderRoot={(props) => <Link to="/sampling" {...props} />}>
              <Trans>Crear una campaña</Trans>
            </Anchor>
          </Stack>
        ) : phone ? (
          <Stack gap="xs">
            {rows.map((row) => (
              <Card key={row.productId} withBorder radius="md" padding="sm" data-testid="sampling-product">
                <Text fw={600} size="sm">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {campaignsText(row)}
                </Text>
                <Group justify="space-between">
                  <Text size="sm" style={TABULAR}>{t`Quedan ${f.count(row.remainingSamples)} muestras (${amount(row.neededMilli, row, f)})`}</Text>
                  <StockCell row={row} />
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Productos de sampling`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Producto</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Campañas</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Total</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Entregadas</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Quedan</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Se necesita</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Stock vendible</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.productId} data-testid="sampling-product">
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="dimmed" style={TABULAR}>
                        {row.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{campaignsText(row)}</Text>
                    </Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {f.count(row.totalSamples)}
                    </Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {f.count(row.usedSamples)}
                    </Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {f.count(row.remainingSamples)}
                    </Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {amount(row.neededMilli, row, f)}
                    </Table.Td>
                    <Table.Td>
                      <StockCell row={row} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
