import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { CategoryRow } from '../../../../contract/schemas/categories';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { categoryTreeQuery, useCategoryChange, type CompanyScope } from '../api/category-queries';
import { useCategoryErrorMessage } from '../lib/category-errors';
import { childrenOf, moveItem, withOrder } from '../lib/category-tree';
import { CreateCategoryDialog, DeleteCategoryDialog, MoveCategoryDialog } from './category-dialogs';
import { CategoryGroup, parentOfGroup } from './category-group';

/** /categorias: the company's category tree. */
export function CategoriesPage() {
  const { t } = useLingui();
  const title = t`Categorías`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">{title}</Title>
        <Anchor component={Link} to="/store-categories" size="sm">
          <Trans>Categorías por tienda</Trans>
        </Anchor>
      </Group>
      {needsCompany ? <ChooseCompany /> : <CategoryTree scope={scope} />}
    </Stack>
  );
}

type Dialog = { kind: 'create'; parent: CategoryRow | null } | { kind: 'move'; row: CategoryRow } | { kind: 'delete'; row: CategoryRow } | null;

function CategoryTree({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useCategoryErrorMessage();
  const tree = useQuery(categoryTreeQuery(scope));
  const save = useCategoryChange('/Category/Save', scope);
  const reorder = useCategoryChange('/Category/Reorder', scope);
  const remove = useCategoryChange('/Category/Delete', scope);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const rows = useMemo(() => tree.data?.categories ?? [], [tree.data]);
  const children = useMemo(() => childrenOf(rows), [rows]);

  const fail = useCallback((error: unknown) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 }), [describe, t]);
  const close = () => {
    setDialog(null);
    setDialogError(null);
  };

  const sendOrder = useCallback(
    (parentId: number | null, ids: number[]) => {
      reorder.mutate({ parentId, ids, optimistic: { categories: withOrder(rows, ids) } }, { onError: fail });
    },
    [fail, reorder, rows],
  );

  const onDragEnd = (result: DropResult) => {
    const { source, destination } = result;
    if (!destination || destination.droppableId !== source.droppableId || destination.index === source.index) return;
    const parentId = parentOfGroup(source.droppableId);
    const ids = (children.get(parentId) ?? []).map((row) => row.id);
    sendOrder(parentId, moveItem(ids, source.index, destination.index));
  };

  const actions = {
    onRename: async (row: CategoryRow, name: string) => {
      try {
        await save.mutateAsync({ id: row.id, name });
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    onAisle: (row: CategoryRow, aisleOrder: number) => save.mutate({ id: row.id, aisleOrder }, { onError: fail }),
    onActive: (row: CategoryRow, active: boolean) => save.mutate({ id: row.id, active }, { onError: fail }),
    onStep: (row: CategoryRow, step: -1 | 1) => {
      const ids = (children.get(row.parentId) ?? []).map((r) => r.id);
      const from = ids.indexOf(row.id);
      if (from < 0 || from + step < 0 || from + step >= ids.length) return;
      sendOrder(row.parentId, moveItem(ids, from, from + step));
    },
    onAddChild: (row: CategoryRow) => setDialog({ kind: 'create', parent: row }),
    onMove: (row: CategoryRow) => setDialog({ kind: 'move', row }),
    onDelete: (row: CategoryRow) => setDialog({ kind: 'delete', row }),
  };
  const toggle = (row: CategoryRow) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.add(row.id);
      return next;
    });

  if (tree.isPending) return <Skeleton height={240} />;
  if (tree.isError) return <Alert color="red">{describe(tree.error)}</Alert>;

  const createParent = dialog?.kind === 'create' ? dialog.parent : null;
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          <Trans>Arrastra una categoría (o usa las flechas) para ordenarla entre sus hermanas. El pasillo ordena las líneas en picking.</Trans>
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setExpanded(new Set(rows.filter((row) => row.childCount > 0).map((row) => row.id)))}>
            <Trans>Expandir todo</Trans>
          </Button>
          <Button variant="default" size="xs" onClick={() => setExpanded(new Set())}>
            <Trans>Contraer todo</Trans>
          </Button>
          <Button size="xs" onClick={() => setDialog({ kind: 'create', parent: null })}>
            <Trans>Nueva categoría</Trans>
          </Button>
        </Group>
      </Group>
      <Paper withBorder p={0} aria-label={t`Árbol de categorías`} role="region">
        {rows.length === 0 ? (
          <Text p="md" c="dimmed"><Trans>Todavía no hay categorías.</Trans></Text>
        ) : (
          <DragDropContext onDragEnd={onDragEnd}>
            <CategoryGroup parentId={null} depth={0} tree={children} expanded={expanded} onToggle={toggle} {...actions} />
          </DragDropContext>
        )}
      </Paper>
      <CreateCategoryDialog
        parent={createParent}
        opened={dialog?.kind === 'create'}
        pending={save.isPending}
        error={dialogError}
        onClose={close}
        onCreate={(name, aisleOrder) =>
          save.mutate(
            { name, parentId: createParent?.id ?? null, ...(aisleOrder !== undefined ? { aisleOrder } : {}) },
            {
              onSuccess: () => {
                if (createParent) setExpanded((current) => new Set([...current, createParent.id]));
                close();
              },
              onError: (error) => setDialogError(describe(error)),
            },
          )
        }
      />
      <MoveCategoryDialog
        row={dialog?.kind === 'move' ? dialog.row : null}
        tree={children}
        pending={save.isPending}
        error={dialogError}
        onClose={close}
        onMove={(parentId) => {
          if (dialog?.kind !== 'move') return;
          save.mutate({ id: dialog.row.id, parentId }, { onSuccess: close, onError: (error) => setDialogError(describe(error)) });
        }}
      />
      <DeleteCategoryDialog
        row={dialog?.kind === 'delete' ? dialog.row : null}
        tree={children}
        pending={remove.isPending}
        error={dialogError}
        onClose={close}
        onDelete={(moveProductsTo) => {
          if (dialog?.kind !== 'delete') return;
          remove.mutate(
            { id: dialog.row.id, ...(moveProductsTo !== undefined ? { moveProductsTo } : {}) },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t`Categoría eliminada.`, autoClose: 3000 });
                close();
              },
              onError: (error) => setDialogError(describe(error)),
            },
          );
        }}
      />
    </>
  );
}
