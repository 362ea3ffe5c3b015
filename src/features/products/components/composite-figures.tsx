import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { CompositeDetail } from '../../../../contract/schemas/product-composition';
import { TABULAR, useFormat } from '../../../lib/format';

/** The composite's price (set, or what its components make) and how many each warehouse can assemble. */
export function CompositeFigures({ detail, priceDerived, unsaved, updating }: { detail: CompositeDetail; priceDerived: boolean; unsaved: boolean; updating: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const current = format.money(detail.product.priceWithTaxCents);
  const derived = format.money(detail.derivedPriceWithTaxCents);
  const derivedNet = format.money(detail.derivedPriceCents);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack gap={4} aria-live="polite">
        <Group gap={6}>
          <Text size="sm" fw={600}><Trans>Precio</Trans></Text>
          {updating && <Loader size={12} aria-label={t`Actualizando`} />}
        </Group>
        <Text size="sm" data-testid="composite-derived-price">
          <Trans>
            Suma de los componentes: <Text span fw={700} style={TABULAR}>{derived}</Text> con IVA ({derivedNet} sin IVA)
          </Trans>
        </Text>
        <Text size="sm" c="dimmed" data-testid="composite-current-price">
          {!priceDerived ? (
            <Trans>Precio fijado a mano: {current} con IVA.</Trans>
          ) : unsaved ? (
            <Trans>Al guardar, el precio será {derived} con IVA.</Trans>
          ) : (
            <Trans>Precio derivado de los componentes: {current} con IVA.</Trans>
          )}
        </Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}><Trans>Disponible por bodega</Trans></Text>
        <Table withRowBorders={false} verticalSpacing={2} aria-label={t`Disponible por bodega`}>
          <Table.Tbody>
            {detail.warehouses.map((w) => (
              <Table.Tr key={w.warehouseId} data-testid="composite-available">
                <Table.Td><Text size="sm">{w.name}</Text></Table.Td>
                <Table.Td ta="end" style={TABULAR}><Text size="sm">{format.quantity(w.availableMilli, false)}</Text></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
