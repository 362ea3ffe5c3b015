import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Grid, Group, Modal, Paper, Skeleton, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CompositeSummary } from '../../../../contract/schemas/product-composition';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { ProductPicker } from '../../../components/product-picker';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { compositeListQuery, type CompositeScope } from '../api/composite-queries';
import { CompositeEditor } from './composite-editor';

interface CompositePageProps {
  /** The composite open in the editor (`?product=<id>`). */
  productId: number | undefined;
  onProductChange: (productId: number | undefined) => void;
}

/** /market/producto/productos-compuestos: the company's composites (baskets, combos) and the editor of one. */
export function CompositePage({ productId, onProductChange }: CompositePageProps) {
  const { t } = useLingui();
  usePageTitle(t`Productos compuestos`);
  const { scope, needsCompany } = useCompanyScope();
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          <Trans>Productos compuestos</Trans>
        </Title>
        {!needsCompany && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
            <Trans>Nuevo compuesto</Trans>
          </Button>
        )}
      </Group>
      {needsCompany ? (
        <ChooseCompany />
      ) : (
        <Grid key={scope.empresaId ?? 0} gap="lg">
          <Grid.Col span={{ base: 12, lg: productId === undefined ? 12 : 5 }}>
            <CompositeList scope={scope} selected={productId} onSelect={onProductChange} />
          </Grid.Col>
          {productId !== undefined && (
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <CompositeEditor key={productId} scope={scope} productId={productId} onClose={() => onProductChange(undefined)} />
            </Grid.Col>
          )}
        </Grid>
      )}
      <Modal opened={creating} onClose={close} title={t`Nuevo compuesto`}>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Elige el producto que será el compuesto (una canasta, un combo); luego agrega sus componentes.</Trans>
          </Text>
          <ProductPicker
            label={t`Producto a componer`}
            filter={{ kind: 'simple' }}
            value={null}
            onChange={(id) => {
              if (id === null) return;
              close();
              onProductChange(id);
            }}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}

function CompositeList({ scope, selected, onSelect }: { scope: CompositeScope; selected: number | undefined; onSelect: (id: number) => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  // Cards on phones, and beside the editor (the table's columns do not fit in half the width).
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useQuery(compositeListQuery(scope, q));
  const rows = list.data?.rows ?? [];

  let body;
  if (list.isPending) body = <Stack gap={6} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} h={40} />)}</Stack>;
  else if (list.isError) body = <Alert color="red">{describe(list.error)}</Alert>;
  else if (rows.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {q ? <Trans>Ningún compuesto coincide con la búsqueda.</Trans> : <Trans>Aún no hay productos compuestos. Crea uno con «Nuevo compuesto».</Trans>}
      </Text>
    );
  } else if (phone || selected !== undefined) body = <Stack gap="xs">{rows.map((row) => <CompositeCard key={row.id} row={row} selected={row.id === selected} onSelect={onSelect} />)}</Stack>;
  else body = <CompositeTable rows={rows} selected={selected} onSelect={onSelect} />;

  return (
    <Stack gap="sm">
      <TextInput label={t`Buscar compuestos`} placeholder={t`Nombre o SKU`} leftSection={<IconSearch size={16} aria-hidden />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} maw={420} />
      {body}
      {list.data?.more && (
        <Text size="xs" c="dimmed">
          <Trans>Hay más compuestos: afina la búsqueda para verlos.</Trans>
        </Text>
      )}
    </Stack>
  );
}

function DerivedBadge({ derived }: { derived: boolean }) {
  return derived ? (
    <Badge size="xs" variant="default">
      <Trans>Derivado</Trans>
    </Badge>
  ) : null;
}

function CompositeTable({ rows, selected, onSelect }: { rows: CompositeSummary[]; selected: number | undefined; onSelect: (id: number) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Productos compuestos`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Producto</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Componentes</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Disponible</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Precio con IVA</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} bg={row.id === selected ? 'var(--mantine-primary-color-light)' : undefined} data-testid="composite-row">
              <Table.Td>
                <UnstyledButton onClick={() => onSelect(row.id)} aria-current={row.id === selected || undefined}>
                  <Text size="sm" fw={500} c={row.active ? undefined : 'dimmed'}>{row.name}</Text>
                  <Text size="xs" c="dimmed" style={TABULAR}>{row.sku}</Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>{format.count(row.componentCount)}</Table.Td>
              <Table.Td ta="end" style={TABULAR}>{format.quantity(row.availableMilli, false)}</Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <DerivedBadge derived={row.priceDerived} />
                  {format.money(row.priceWithTaxCents)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CompositeCard({ row, selected, onSelect }: { row: CompositeSummary; selected: boolean; onSelect: (id: number) => void }) {
  const format = useFormat();
  return (
    <UnstyledButton onClick={() => onSelect(row.id)} aria-current={selected || undefined} data-testid="composite-row" style={{ display: 'block', width: '100%' }}>
    <Paper withBorder p="sm" mih={48} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>{row.name}</Text>
          <Text size="xs" c="dimmed" style={TABULAR}>
            {row.sku} · <Trans>{format.count(row.componentCount)} componentes · {format.quantity(row.availableMilli, false)} disponibles</Trans>
          </Text>
        </div>
        <Stack gap={2} align="flex-end">
          <Text size="sm" style={TABULAR}>{format.money(row.priceWithTaxCents)}</Text>
          <DerivedBadge derived={row.priceDerived} />
        </Stack>
      </Group>
    </Paper>
    </UnstyledButton>
  );
}
