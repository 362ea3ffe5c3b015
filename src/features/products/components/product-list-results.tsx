import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Badge, Box, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhoto, IconSelector } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProductSort } from '../../../../contract/catalogue-constants';
import type { ProductSummary } from '../../../../contract/schemas/product-list';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';

interface ProductListResultsProps extends LoadMoreProps {
  rows: ProductSummary[];
  sort: ProductSort;
  desc: boolean;
  onSort: (sort: ProductSort, desc: boolean) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  phone: boolean;
}

const ROW_HEIGHT = 49;
const CARD_HEIGHT = 128;

function ProductLink({ product, children }: { product: ProductSummary; children: ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/market/producto/$id" params={{ id: String(product.id) }} {...props} />} fw={600} size="sm">
      {children}
    </Anchor>
  );
}

function Thumb({ product }: { product: ProductSummary }) {
  return (
    <Avatar src={product.imageUrl} alt="" radius="sm" size={32}>
      <IconPhoto size={16} aria-hidden />
    </Avatar>
  );
}

function SortHeader({ column, label, sort, desc, onSort, numeric }: { column: ProductSort; label: string; sort: ProductSort; desc: boolean; onSort: (sort: ProductSort, desc: boolean) => void; numeric?: boolean }) {
  const active = sort === column;
  const Icon = !active ? IconSelector : desc ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th ta={numeric ? 'right' : undefined} aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column, active ? !desc : false)} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

function useProductText() {
  const { t } = useLingui();
  const f = useFormat();
  return {
    unit: (p: ProductSummary) => (p.saleUnit === 'kg' ? t`kg` : t`unidad`),
    price: (p: ProductSummary) => (p.saleUnit === 'kg' ? t`${f.money(p.priceWithTaxCents)} / kg` : f.money(p.priceWithTaxCents)),
    stock: (p: ProductSummary) => f.quantity(p.stockMilli, p.saleUnit === 'kg'),
    active: (p: ProductSummary) => (p.active ? t`Activo` : t`Inactivo`),
  };
}

function ProductCard({ product, checked, onCheck }: { product: ProductSummary; checked: boolean; onCheck: (checked: boolean) => void }) {
  const { t } = useLingui();
  const text = useProductText();
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="product-card" data-product-id={product.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox checked={checked} onChange={(event) => onCheck(event.currentTarget.checked)} aria-label={t`Seleccionar ${product.name}`} mt={6} />
        <Thumb product={product} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <ProductLink product={product}>
            <Text span inherit truncate>
              {product.name}
            </Text>
          </ProductLink>
          <Text size="xs" c="dimmed" truncate>
            <Bidi>{[product.sku, product.brandName, product.categoryName].filter(Boolean).join(' · ')}</Bidi>
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={700} style={TABULAR}>
              <Bidi numeric>{text.price(product)}</Bidi>
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" style={TABULAR}>
                <Trans>Stock</Trans> <Bidi numeric>{text.stock(product)}</Bidi>
              </Text>
              <Badge size="sm" variant="light" color={product.active ? 'green' : 'gray'}>
                {text.active(product)}
              </Badge>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** The products as a dense table (desktop) or cards (phone), virtualized, loading the next page near the end. */
export function ProductListResults({ rows, sort, desc, onSort, selected, onSelect, phone, hasNextPage, fetchingNextPage, onLoadMore }: ProductListResultsProps) {
  const { t } = useLingui();
  const text = useProductText();
  const { scrollRef, items, before, after } = useVirtualRows({ count: rows.length, itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT, hasNextPage, fetchingNextPage, onLoadMore });
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChecked = !allChecked && rows.some((row) => selected.has(row.id));
  const header = (column: ProductSort, label: string, numeric?: boolean) => <SortHeader column={column} label={label} sort={sort} desc={desc} onSort={onSort} numeric={numeric} />;

  return (
    <Box ref={scrollRef} style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 260px)', minHeight: 360, overflow: 'auto' }} data-testid="products-scroll">
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const product = rows[item.index];
            return product ? (
              <Box key={product.id} h={CARD_HEIGHT} pb={8}>
                <ProductCard product={product} checked={selected.has(product.id)} onCheck={(checked) => onSelect([product.id], checked)} />
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t`Productos`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  checked={allChecked}
                  indeterminate={someChecked}
                  onChange={(event) => onSelect(rows.map((row) => row.id), event.currentTarget.checked)}
                  aria-label={t`Seleccionar todos los productos cargados`}
                />
              </Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>
                  <Trans>Foto</Trans>
                </VisuallyHidden>
              </Table.Th>
              {header('sku', t`SKU`)}
              {header('name', t`Nombre`)}
              <Table.Th>
                <Trans>Marca</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Categoría</Trans>
              </Table.Th>
              {/* Narrow screens: the price says "/ kg" for weighted products. */}
              <Table.Th visibleFrom="xl">
                <Trans>Unidad</Trans>
              </Table.Th>
              {header('price', t`Precio con IVA`, true)}
              <Table.Th ta="right">
                <Trans>Stock</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Estado</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const product = rows[item.index];
              return product ? (
                <Table.Tr key={product.id} h={ROW_HEIGHT} data-product-id={product.id} bg={selected.has(product.id) ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Checkbox checked={selected.has(product.id)} onChange={(event) => onSelect([product.id], event.currentTarget.checked)} aria-label={t`Seleccionar ${product.name}`} />
                  </Table.Td>
                  <Table.Td>
                    <Thumb product={product} />
                  </Table.Td>
                  <Table.Td style={TABULAR}>
                    <Bidi>{product.sku}</Bidi>
                  </Table.Td>
                  <Table.Td>
                    <Text span display="block" truncate maw={200} title={product.name}>
                      <ProductLink product={product}>
                        <Bidi>{product.name}</Bidi>
                      </ProductLink>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text span display="block" size="sm" truncate maw={110}>
                      <Bidi>{product.brandName ?? '—'}</Bidi>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text span display="block" size="sm" truncate maw={120}>
                      <Bidi>{product.categoryName ?? '—'}</Bidi>
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xl">{text.unit(product)}</Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    <Bidi numeric>{text.price(product)}</Bidi>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR} c={product.stockMilli <= 0 ? 'red' : undefined}>
                    <Bidi numeric>{text.stock(product)}</Bidi>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={product.active ? 'green' : 'gray'}>
                      {text.active(product)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ) : null;
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
      {hasNextPage && (
        <Group justify="center" p="sm">
          <Button variant="light" loading={fetchingNextPage} onClick={onLoadMore}>
            <Trans>Cargar más</Trans>
          </Button>
        </Group>
      )}
    </Box>
  );
}

export function ProductListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} h={32} radius="sm" />
      ))}
    </Stack>
  );
}
