/**
 * One product's page (/market/producto/:id, /market/producto/nuevo): loads the product with the form's choices,
 * asks SA for a company first, and shows the form (and, for a saved product, its history).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { productDetailQuery } from '../api/product-detail-queries';
import { ProductForm } from './product-form-body';

export interface ProductFormPageProps {
  /** Null: a new product. */
  productId: number | null;
  /**
   * What the route composes under the form for a saved product (its images); `onVersion` is told the product's
   * version after each change made there, so the form's base version stays in step.
   */
  imagesSlot?: (productId: number, onVersion: (version: number) => void) => ReactNode;
}

export function ProductFormPage({ productId, imagesSlot }: ProductFormPageProps) {
  const { t } = useLingui();
  const { scope, needsCompany } = useCompanyScope();
  const errorMessage = useErrorMessage();
  const query = useQuery({ ...productDetailQuery(scope, productId), enabled: !needsCompany });
  const title = productId === null ? t`Nuevo producto` : (query.data?.product?.name ?? t`Producto`);
  usePageTitle(title);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Anchor component={Link} to="/market/productos" size="sm">
          <Group gap={4}><IconArrowLeft size={14} /><Trans>Productos</Trans></Group>
        </Anchor>
        <Title order={1} fz="h2">{title}</Title>
      </Stack>
      {needsCompany ? (
        <ChooseCompany />
      ) : query.isPending ? (
        <Skeleton h={320} />
      ) : query.isError ? (
        <Alert color="red" title={t`No se pudo cargar el producto`}>{errorMessage(query.error)}</Alert>
      ) : (
        // A new key per product and company: the form starts from what was loaded.
        <ProductForm key={`${query.data.options.companyId}:${productId ?? 'nuevo'}`} scope={scope} data={query.data} imagesSlot={imagesSlot} />
      )}
    </Stack>
  );
}
