import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { AISLE_ORDER_MAX, CATEGORY_NAME_MAX, type CategoryRow } from '../../../../contract/schemas/categories';
import { flattenTree, subtreeIds, type ChildrenOf } from '../lib/category-tree';

const TOP = 'top';

/** Options of a category Select: every category except `excluded`, indented by depth. */
function categoryOptions(children: ChildrenOf, excluded: ReadonlySet<number>) {
  return flattenTree(children)
    .filter(({ row }) => !excluded.has(row.id))
    .map(({ row, depth }) => ({ value: String(row.id), label: `${'\u2003'.repeat(depth)}${row.name}` }));
}

interface CreateProps {
  parent: CategoryRow | null;
  opened: boolean;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onCreate: (name: string, aisleOrder: number | undefined) => void;
}

/** New category: at the top level or under `parent`. */
export function CreateCategoryDialog({ parent, opened, pending, error, onClose, onCreate }: CreateProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [aisle, setAisle] = useState<number | string>('');
  const parentName = parent?.name ?? '';
  const submit = () => {
    if (name.trim() === '') return;
    onCreate(name.trim(), typeof aisle === 'number' ? aisle : undefined);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={parent ? t`Nueva subcategoría de ${parentName}` : t`Nueva categoría`} onExitTransitionEnd={() => { setName(''); setAisle(''); }}>
      <form onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <Stack>
          <TextInput label={t`Nombre`} required data-autofocus maxLength={CATEGORY_NAME_MAX} value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <NumberInput label={t`Pasillo`} description={parent ? t`Vacío: el de la categoría padre.` : t`Orden en que picking recorre la bodega.`} min={0} max={AISLE_ORDER_MAX} allowDecimal={false} allowNegative={false} value={aisle} onChange={setAisle} />
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}><Trans>Cancelar</Trans></Button>
            <Button type="submit" loading={pending} disabled={name.trim() === ''}><Trans>Crear</Trans></Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface MoveProps {
  row: CategoryRow | null;
  tree: ChildrenOf;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onMove: (parentId: number | null) => void;
}

/** Move under another parent: the category itself and its descendants are not offered (no cycles). */
export function MoveCategoryDialog({ row, tree, pending, error, onClose, onMove }: MoveProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState<string | null>(null);
  const options = useMemo(() => (row ? [{ value: TOP, label: t`(Nivel superior)` }, ...categoryOptions(tree, subtreeIds(tree, row.id))] : []), [tree, row, t]);
  const name = row?.name ?? '';
  const current = row?.parentId === null ? TOP : String(row?.parentId ?? '');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`Mover ${name}`} onExitTransitionEnd={() => setTarget(null)}>
      <Stack>
        <Select label={t`Nueva categoría padre`} data={options} value={target ?? current} onChange={setTarget} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}><Trans>Cancelar</Trans></Button>
          <Button loading={pending} disabled={target === null || target === current} onClick={() => onMove(target === TOP || target === null ? null : Number(target))}>
            <Trans>Mover</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface DeleteProps {
  row: CategoryRow | null;
  tree: ChildrenOf;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onDelete: (moveProductsTo: number | undefined) => void;
}

/** Delete: with products, the user picks where they go; with subcategories, it is explained why it cannot go yet. */
export function DeleteCategoryDialog({ row, tree, pending, error, onClose, onDelete }: DeleteProps) {
  const { t } = useLingui();
  const [target, setTarget] = useState<string | null>(null);
  const options = useMemo(() => (row ? categoryOptions(tree, new Set([row.id])) : []), [tree, row]);
  const name = row?.name ?? '';
  const products = row?.productCount ?? 0;
  const subcategories = row?.childCount ?? 0;
  const blocked = subcategories > 0 || (products > 0 && target === null);
  return (
    <Modal opened={row !== null} onClose={onClose} title={t`Eliminar ${name}`} onExitTransitionEnd={() => setTarget(null)}>
      <Stack>
        {subcategories > 0 ? (
          <Alert color="yellow" data-testid="delete-reason">
            {subcategories === 1 ? <Trans>Tiene 1 subcategoría: muévela o elimínala antes.</Trans> : <Trans>Tiene {subcategories} subcategorías: muévelas o elimínalas antes.</Trans>}
          </Alert>
        ) : products > 0 ? (
          <>
            <Alert color="yellow" data-testid="delete-reason">
              {products === 1 ? <Trans>Tiene 1 producto: elige a qué categoría moverlo antes de eliminarla.</Trans> : <Trans>Tiene {products} productos: elige a qué categoría moverlos antes de eliminarla.</Trans>}
            </Alert>
            <Select label={t`Mover los productos a`} data={options} value={target} onChange={setTarget} searchable comboboxProps={{ withinPortal: true }} />
          </>
        ) : (
          <Text size="sm"><Trans>La categoría no tiene productos ni subcategorías.</Trans></Text>
        )}
        {error ? <Alert color="red" role="alert">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}><Trans>Cancelar</Trans></Button>
          <Button color="red" loading={pending} disabled={blocked} onClick={() => onDelete(target === null ? undefined : Number(target))}>
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
