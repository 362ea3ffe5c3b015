import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useBlocker } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { StoreCategoryRow } from '../../../../contract/schemas/categories';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useUserData } from '../../../lib/user-data';
import { storeCategoriesQuery, useSetStoreCategories, type CompanyScope } from '../api/category-queries';
import { StoreCategoryList } from './store-category-list';

/** /store-categories: per store, which categories its storefront shows and in what order. */
export function StoreCategoriesPage() {
  const { t } = useLingui();
  const title = t`Categorías por tienda`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">{title}</Title>
        <Anchor component={Link} to="/categorias" size="sm">
          <Trans>Árbol de categorías</Trans>
        </Anchor>
      </Group>
      {needsCompany ? <ChooseCompany /> : <StoreCategories scope={scope} />}
    </Stack>
  );
}

function StoreCategories({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const user = useUserData();
  // The header's selectors use the same query, so this is usually already cached.
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const companyId = scope.empresaId ?? user?.empresaAsociada ?? null;
  const stores = useMemo(() => (options.data?.stores ?? []).filter((store) => companyId === null || store.companyId === companyId), [companyId, options.data]);
  const [storeId, setStoreId] = useState<number | null>(null);
  const current = storeId !== null && stores.some((store) => store.id === storeId) ? storeId : (stores[0]?.id ?? null);
  const list = useQuery(storeCategoriesQuery(scope, current));
  const setRows = useSetStoreCategories(scope);
  // Unsaved changes belong to the store they were made on.
  const [edit, setEdit] = useState<{ storeId: number; rows: StoreCategoryRow[] } | null>(null);
  const draft = edit !== null && edit.storeId === current ? edit.rows : null;
  const setDraft = (rows: StoreCategoryRow[] | null) => setEdit(rows === null || current === null ? null : { storeId: current, rows });
  const dirty = draft !== null;

  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  const rows = draft ?? list.data?.rows ?? [];

  const save = () => {
    if (current === null || draft === null) return;
    setRows.mutate(
      { storeId: current, rows: draft.map((row) => ({ categoryId: row.categoryId, visible: row.visible })) },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: t`Categorías de la tienda guardadas.`, autoClose: 3000 });
        },
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 }),
      },
    );
  };

  if (options.isPending) return <Skeleton height={200} />;
  if (stores.length === 0) return <Alert color="blue"><Trans>Esta empresa no tiene tiendas.</Trans></Alert>;
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t`Tienda a configurar`}
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          value={current === null ? null : String(current)}
          onChange={(value) => setStoreId(value === null ? null : Number(value))}
          allowDeselect={false}
          disabled={dirty}
          description={dirty ? t`Guarda o descarta los cambios para cambiar de tienda.` : undefined}
          w={260}
        />
        <Button onClick={save} disabled={!dirty} loading={setRows.isPending}>
          <Trans>Guardar</Trans>
        </Button>
        <Button variant="default" onClick={() => setDraft(null)} disabled={!dirty}>
          <Trans>Descartar cambios</Trans>
        </Button>
      </Group>
      {dirty ? (
        <Alert color="yellow" role="status">
          <Trans>Tienes cambios sin guardar.</Trans>
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        <Trans>Marca las categorías que muestra la tienda y arrástralas (o usa las flechas) para ordenarlas.</Trans>
      </Text>
      <Paper withBorder p={0} role="region" aria-label={t`Categorías de la tienda`}>
        {list.isPending ? (
          <Skeleton height={200} />
        ) : list.isError ? (
          <Alert color="red">{describe(list.error)}</Alert>
        ) : rows.length === 0 ? (
          <Text p="md" c="dimmed"><Trans>Todavía no hay categorías.</Trans></Text>
        ) : (
          <StoreCategoryList rows={rows} onChange={setDraft} />
        )}
      </Paper>
      <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`¿Salir sin guardar?`}>
        <Stack>
          <Text size="sm"><Trans>Los cambios de esta tienda no se han guardado y se perderán.</Trans></Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}><Trans>Seguir editando</Trans></Button>
            <Button color="red" onClick={() => blocker.proceed?.()}><Trans>Salir sin guardar</Trans></Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
