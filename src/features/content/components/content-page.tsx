/**
 * /home (SU, SA; issue 19 §1, docs/content.md): the storefront's UI elements in order, each with its items in order,
 * and a preview of how the shop shows them. SA works on the company chosen in the header.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PRODUCT_PAGE_MAX } from '../../../../contract/catalogue-constants';
import type { UiElement, UiItem } from '../../../../contract/schemas/content';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { callApi } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { contentCategoriesQuery, uiElementsQuery, useDeleteElement, useDeleteItem, useSetElement, type CompanyScope } from '../api/content-queries';
import { useContentErrorMessage } from '../lib/content-errors';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { ContentPreview } from './content-preview';
import { ElementCard } from './element-card';
import { ElementFormModal } from './element-form-modal';
import { ItemFormModal } from './item-form-modal';

export function ContentPage() {
  const { t } = useLingui();
  const title = t`Contenido`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <ContentEditor key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Dialog =
  | { kind: 'element'; element: UiElement | null }
  | { kind: 'item'; element: UiElement; item: UiItem | null }
  | { kind: 'delete-element'; element: UiElement }
  | { kind: 'delete-item'; item: UiItem };

function ContentEditor({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const describeContent = useContentErrorMessage();
  const list = useQuery(uiElementsQuery(scope));
  const categories = useQuery(contentCategoriesQuery(scope));
  const setElement = useSetElement(scope);
  const deleteElement = useDeleteElement(scope);
  const deleteItem = useDeleteItem(scope);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const elements = useMemo(() => list.data ?? [], [list.data]);

  // The names of the products items open (one search by ids for the whole screen).
  const productIds = useMemo(() => [...new Set(elements.flatMap((e) => e.items.filter((i) => i.accion === 'PRODUCTO').map((i) => Number(i.accionID))))].slice(0, PRODUCT_PAGE_MAX), [elements]);
  const products = useQuery({
    queryKey: ['content', 'product-names', scope, productIds],
    queryFn: ({ signal }) => callApi('/Product/List', { ...scope, ids: productIds, limit: Math.max(1, productIds.length) }, { signal }),
    enabled: productIds.length > 0,
    staleTime: 60_000,
  });
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const productNames = useMemo(() => new Map((products.data?.rows ?? []).map((p) => [p.id, p.name])), [products.data]);

  const changeElement = (element: UiElement, change: { activo?: boolean; posicion?: number }) => {
    setElement.mutate(
      { element: { id: element.id, baseVersion: element.version, ...change } },
      { onError: (error) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describeContent(error), autoClose: 5000 }) },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>Lo que la tienda muestra arriba del catálogo: banners, carruseles y filas de categorías, en este orden.</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'element', element: null })}>
          <Trans>Agregar elemento</Trans>
        </Button>
      </Group>
      {list.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(list.error)}
        </Alert>
      ) : elements.length === 0 ? (
        <Alert color="blue" variant="light">
          <Trans>Aún no hay elementos. Agrega un banner, un carrusel o una fila de categorías.</Trans>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {elements.map((element, index) => (
            <ElementCard
              key={element.id}
              scope={scope}
              element={element}
              index={index}
              count={elements.length}
              categories={categoryNames}
              products={productNames}
              onEdit={() => setDialog({ kind: 'element', element })}
              onToggle={() => changeElement(element, { activo: !element.activo })}
              onMove={(to) => changeElement(element, { posicion: to })}
              onDelete={() => setDialog({ kind: 'delete-element', element })}
              onAddItem={() => setDialog({ kind: 'item', element, item: null })}
              onEditItem={(item) => setDialog({ kind: 'item', element, item })}
              onDeleteItem={(item) => setDialog({ kind: 'delete-item', item })}
            />
          ))}
        </SimpleGrid>
      )}
      <ContentPreview scope={scope} />

      {dialog?.kind === 'element' ? <ElementFormModal scope={scope} element={dialog.element} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'item' ? <ItemFormModal scope={scope} element={dialog.element} item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete-element' ? (
        <ConfirmDeleteModal
          title={t`Eliminar elemento`}
          question={t`¿Eliminar «${dialog.element.titulo}» con sus ${dialog.element.items.length} ítems? La tienda deja de mostrarlo.`}
          busy={deleteElement.isPending}
          onConfirm={() => deleteElement.mutateAsync({ element: { id: dialog.element.id } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete-item' ? (
        <ConfirmDeleteModal
          title={t`Eliminar ítem`}
          question={t`¿Eliminar el ítem «${dialog.item.titulo}»?`}
          busy={deleteItem.isPending}
          onConfirm={() => deleteItem.mutateAsync({ item: { id: dialog.item.id } })}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
