/** Create or edit one menu item in a drawer: name, kind (category, products or link) and its target, parent, visible. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Group, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MENU_LABEL_MAX, MENU_PRODUCTS_MAX, MENU_URL_MAX, menuUrlProblem, type MenuItem, type MenuKind } from '../../../../contract/schemas/menu';
import { ProductPicker } from '../../../components/product-picker';
import { menuOptionsQuery, useMenuChange, type CompanyScope } from '../api/menu-queries';
import { menuReason, useMenuErrorMessage, useMenuFieldErrors } from '../lib/menu-errors';
import { pathName, subtree } from '../lib/menu-tree';

interface MenuItemFormProps {
  scope: CompanyScope;
  items: readonly MenuItem[];
  /** The item edited, or null for a new one. */
  item: MenuItem | null;
  /** A new item's parent (null: the top level). */
  parentId: number | null;
  onClose: () => void;
}

const ROOT = 'root';

export function MenuItemForm({ scope, items, item, parentId, onClose }: MenuItemFormProps) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const describe = useMenuErrorMessage();
  const fieldsOf = useMenuFieldErrors();
  const save = useMenuChange('/Menu/Save', scope);
  const options = useQuery(menuOptionsQuery(scope));
  const [nombre, setNombre] = useState(item?.nombre ?? '');
  const [kind, setKind] = useState<MenuKind>(item?.kind ?? 'category');
  const [categoryId, setCategoryId] = useState<string | null>(item?.categoryId ? String(item.categoryId) : null);
  const [productIds, setProductIds] = useState<number[]>(item?.productIds ?? []);
  const [url, setUrl] = useState(item?.url ?? '');
  const [parent, setParent] = useState<string>(String((item ? item.parentId : parentId) ?? ROOT));
  const [active, setActive] = useState(item?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const categoryData = (options.data?.categories ?? []).map((category) => {
    const name = category.nombre;
    const count = category.productCount;
    return {
      value: String(category.id),
      label: category.active ? t`${name} (${count})` : t`${name} (${count}, inactiva)`,
    };
  });
  const excluded = item ? subtree(items, item.id) : new Set<number>();
  const parentData = [
    { value: ROOT, label: t`Nivel superior` },
    ...items
      .filter((row) => !excluded.has(row.id))
      .map((row) => ({
        value: String(row.id),
        label: pathName(items, row.id),
      })),
  ];

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  /** The checks the server makes too, so the common mistakes show before sending. */
  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (nombre.trim() === '') found['nombre'] = t`Escribe el nombre que verá el cliente.`;
    if (kind === 'category' && categoryId === null) found['categoryId'] = t`Elige una categoría.`;
    if (kind === 'products' && productIds.length === 0) found['productIds'] = t`Elige al menos un producto.`;
    if (kind === 'url') {
      const problem = url.trim() === '' ? 'empty' : menuUrlProblem(url);
      if (problem === 'empty') found['url'] = t`Escribe la dirección del enlace.`;
      else if (problem) found['url'] = i18n._(menuReason(problem === 'scheme' ? 'menu_url_scheme' : 'menu_url_invalid')!);
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({
        ...(item ? { itemId: item.id } : {}),
        parentId: parent === ROOT ? null : Number(parent),
        nombre: nombre.trim(),
        kind,
        ...(kind === 'category' ? { categoryId: Number(categoryId) } : kind === 'products' ? { productIds } : { url: url.trim() }),
        active,
        mutationId,
      });
      notifications.show({
        color: 'green',
        message: t`Menú guardado.`,
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      setMutationId(crypto.randomUUID());
      const fields = fieldsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({
          color: 'red',
          title: t`No se pudo guardar`,
          message: describe(error),
          autoClose: 5000,
        });
    }
  };

  return (
    <Drawer opened onClose={onClose} position="right" size={phone ? '100%' : 'md'} title={item ? t`Editar elemento del menú` : t`Nuevo elemento del menú`}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Nombre`}
            description={t`El texto que ve el cliente en el menú.`}
            value={nombre}
            onChange={(event) => (setNombre(event.currentTarget.value), clear('nombre'))}
            maxLength={MENU_LABEL_MAX}
            error={errors['nombre'] || undefined}
            required
            data-autofocus
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="menu-kind-label">
              <Trans>Lleva a</Trans>
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="menu-kind-label"
              value={kind}
              onChange={(value) => setKind(value as MenuKind)}
              data={[
                { value: 'category', label: t`Categoría` },
                { value: 'products', label: t`Productos` },
                { value: 'url', label: t`Enlace` },
              ]}
            />
          </div>
          {kind === 'category' ? (
            <Select
              label={t`Categoría`}
              placeholder={t`Busca una categoría`}
              data={categoryData}
              value={categoryId}
              onChange={(value) => (setCategoryId(value), clear('categoryId'))}
              searchable
              nothingFoundMessage={t`Ninguna categoría con ese nombre`}
              error={errors['categoryId'] || undefined}
              required
            />
          ) : null}
          {kind === 'products' ? (
            <ProductPicker
              multiple
              label={t`Productos`}
              description={t`Hasta ${MENU_PRODUCTS_MAX} productos, en el orden elegido.`}
              value={productIds}
              onChange={(ids) => (setProductIds(ids.slice(0, MENU_PRODUCTS_MAX)), clear('productIds'))}
              {...(scope.empresaId === undefined ? {} : { empresaId: scope.empresaId })}
              error={errors['productIds'] || undefined}
              required
            />
          ) : null}
          {kind === 'url' ? (
            <TextInput
              label={t`Dirección (URL)`}
              placeholder="https://"
              value={url}
              onChange={(event) => (setUrl(event.currentTarget.value), clear('url'))}
              maxLength={MENU_URL_MAX}
              error={errors['url'] || undefined}
              dir="ltr"
              type="url"
              required
            />
          ) : null}
          <Select
            label={t`Dentro de`}
            data={parentData}
            value={parent}
            onChange={(value) => (setParent(value ?? ROOT), clear('parentId'))}
            error={errors['parentId'] || undefined}
            searchable
            allowDeselect={false}
          />
          <Switch label={t`Visible en la tienda`} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
