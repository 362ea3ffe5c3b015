/** /menu (SA, the 'categorias' screen): the storefront navigation menu, ordered by drag, with a live preview. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { MenuItem } from '../../../../contract/schemas/menu';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { menuQuery, useMenuChange, type CompanyScope } from '../api/menu-queries';
import { useMenuErrorMessage } from '../lib/menu-errors';
import { childrenOf, moveItem, withOrder } from '../lib/menu-tree';
import { MenuDeleteModal } from './menu-delete-modal';
import { MenuItemForm } from './menu-item-form';
import { MenuPreview } from './menu-preview';
import { MenuTreeView } from './menu-tree-view';

export function MenuPage() {
  const { t } = useLingui();
  const title = t`Menú de la tienda`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <MenuWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Dialog = { kind: 'form'; item: MenuItem | null; parentId: number | null } | { kind: 'delete'; item: MenuItem } | null;

function MenuWorkspace({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useMenuErrorMessage();
  const menu = useQuery(menuQuery(scope));
  const reorder = useMenuChange('/Menu/Reorder', scope);
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = useMemo(() => menu.data?.items ?? [], [menu.data]);

  // Saved at once: the new order shows immediately and is rolled back if the server refuses it.
  const onReorder = useCallback(
    (parentId: number | null, from: number, to: number) => {
      const siblings = childrenOf(items).get(parentId) ?? [];
      if (to < 0 || to >= siblings.length) return;
      const ids = moveItem(siblings, from, to).map((item) => item.id);
      reorder.mutate(
        {
          parentId,
          ids,
          mutationId: crypto.randomUUID(),
          optimistic: { items: withOrder(items, parentId, ids) },
        },
        {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t`No se pudo ordenar`,
              message: describe(error),
              autoClose: 5000,
            }),
        },
      );
    },
    [items, reorder, describe, t],
  );

  const addTop = () => setDialog({ kind: 'form', item: null, parentId: null });
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                <Trans>Arrastra para ordenar (o usa las flechas); cada elemento se ordena entre sus hermanos.</Trans>
              </Text>
              <Button size="sm" leftSection={<IconPlus size={16} />} onClick={addTop}>
                <Trans>Nuevo elemento</Trans>
              </Button>
            </Group>
            {menu.isPending ? (
              <Stack gap="xs" aria-busy="true">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} height={40} />
                ))}
              </Stack>
            ) : menu.isError ? (
              <Alert color="red" variant="light" role="alert">
                {describe(menu.error)}
              </Alert>
            ) : items.length === 0 ? (
              <Stack align="center" gap="xs" p="lg">
                <Text c="dimmed">
                  <Trans>El menú de la tienda está vacío. Añade categorías, listas de productos o enlaces.</Trans>
                </Text>
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addTop}>
                  <Trans>Añadir el primer elemento</Trans>
                </Button>
              </Stack>
            ) : (
              <MenuTreeView
                items={items}
                onReorder={onReorder}
                onAddChild={(parent) => setDialog({ kind: 'form', item: null, parentId: parent.id })}
                onEdit={(item) => setDialog({ kind: 'form', item, parentId: item.parentId })}
                onDelete={(item) => setDialog({ kind: 'delete', item })}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Paper withBorder radius="md" p="sm">
            <MenuPreview items={items} />
          </Paper>
        </Grid.Col>
      </Grid>
      {dialog?.kind === 'form' ? (
        <MenuItemForm scope={scope} items={items} item={dialog.item} parentId={dialog.parentId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? <MenuDeleteModal scope={scope} items={items} item={dialog.item} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
