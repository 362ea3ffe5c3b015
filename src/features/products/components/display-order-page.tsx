import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { productOrderQuery, type DisplayOrderScope } from '../api/display-order-queries';
import { productListFiltersQuery } from '../api/product-list-queries';
import { DisplayOrderList } from './display-order-list';

interface DisplayOrderPageProps {
  categoryId: number | undefined;
  onCategoryChange: (categoryId: number | undefined) => void;
}

/** /market/producto/ordenar: the storefront order of one category's products, by drag and drop or keyboard. */
export function DisplayOrderPage({ categoryId, onCategoryChange }: DisplayOrderPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Ordenar productos`);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Ordenar productos</Trans>
      </Title>
      {needsCompany ? <ChooseCompany /> : <DisplayOrderBody key={scope.empresaId ?? 0} scope={scope} categoryId={categoryId} onCategoryChange={onCategoryChange} />}
    </Stack>
  );
}

function DisplayOrderBody({ scope, categoryId, onCategoryChange }: DisplayOrderPageProps & { scope: DisplayOrderScope }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const filters = useQuery(productListFiltersQuery(scope.empresaId));
  // "Parent › Child" labels, so two "Quesos" under different parents can be told apart.
  const options = useMemo(() => {
    const categories = filters.data?.categories ?? [];
    const byId = new Map(categories.map((c) => [c.id, c]));
    const path = (id: number, depth = 0): string => {
      const c = byId.get(id);
      if (!c) return '';
      return c.parentId !== null && depth < 10 && byId.has(c.parentId) ? `${path(c.parentId, depth + 1)} › ${c.name}` : c.name;
    };
    return categories.map((c) => ({ value: String(c.id), label: c.active ? path(c.id) : `${path(c.id)} (${t`inactiva`})` })).toSorted((a, b) => a.label.localeCompare(b.label));
  }, [filters.data, t]);

  return (
    <Stack gap="md">
      <Select
        label={t`Categoría`}
        placeholder={t`Elige una categoría`}
        data={options}
        value={categoryId === undefined ? null : String(categoryId)}
        onChange={(value) => onCategoryChange(value === null ? undefined : Number(value))}
        searchable
        nothingFoundMessage={t`Ninguna categoría coincide`}
        maw={480}
        disabled={filters.isPending}
        error={filters.isError ? describe(filters.error) : undefined}
      />
      {categoryId === undefined ? (
        <Text c="dimmed">
          <Trans>Elige una categoría para ordenar sus productos como se verán en la tienda.</Trans>
        </Text>
      ) : (
        <CategoryOrder scope={scope} categoryId={categoryId} />
      )}
    </Stack>
  );
}

function CategoryOrder({ scope, categoryId }: { scope: DisplayOrderScope; categoryId: number }) {
  const describe = useErrorMessage();
  const order = useQuery(productOrderQuery(scope, categoryId));
  if (order.isPending) {
    return (
      <Stack gap={6} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={48} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (order.isError) return <Alert color="red">{describe(order.error)}</Alert>;
  if (order.data.rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Esta categoría no tiene productos. Asígnale productos desde su ficha para ordenarlos aquí.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        <Trans>Arrastra un producto por su asa, o enfoca el asa y usa Espacio, las flechas y Espacio otra vez. Cada cambio se guarda al momento.</Trans>
      </Text>
      {order.data.truncated && (
        <Alert color="yellow">
          <Trans>Esta categoría tiene demasiados productos para mostrarlos todos; se muestran los primeros.</Trans>
        </Alert>
      )}
      <DisplayOrderList scope={scope} categoryId={categoryId} categoryName={order.data.category.name} rows={order.data.rows} />
    </Stack>
  );
}
