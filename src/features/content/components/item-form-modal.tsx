/**
 * Add or edit an item of a UI element in a modal: picture (uploaded at once to the content image route), title (also
 * the picture's alt text), what a tap does with its target field, validity window and active. Problems show next to
 * their field; a save on top of another person's change offers to keep theirs or save over it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CloseButton, FileInput, Group, Image, Modal, MultiSelect, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FILE_ROUTES } from '../../../../contract/file-routes';
import { UI_ITEM_TITLE_MAX, type UiElement, type UiItem } from '../../../../contract/schemas/content';
import { LIST_ACTION_MAX, type UiItemAction } from '../../../../contract/ui-item-action';
import { ProductPicker } from '../../../components/product-picker';
import { ApiError } from '../../../lib/api-client';
import { loadDatesLocale } from '../../../lib/i18n';
import { contentCategoriesQuery, useCreateItem, useSetItem, useUploadContentImage, type CompanyScope } from '../api/content-queries';
import { useActionLabels } from '../lib/action-words';
import { useContentErrorMessage, useContentFieldErrors } from '../lib/content-errors';
import { flatFieldErrors, initialItemValues, itemFields, itemProblems, type ItemFormValues } from '../lib/item-form';

interface ItemFormModalProps {
  scope: CompanyScope;
  element: UiElement;
  /** The item edited, or null for a new one. */
  item: UiItem | null;
  onClose: () => void;
}

const MB = 1024 * 1024;

export function ItemFormModal({ scope, element, item, onClose }: ItemFormModalProps) {
  const { t } = useLingui();
  const describe = useContentErrorMessage();
  const toFieldErrors = useContentFieldErrors();
  const actionLabels = useActionLabels();
  const create = useCreateItem(scope);
  const set = useSetItem(scope);
  const uploadImage = useUploadContentImage(scope);
  const categories = useQuery(contentCategoriesQuery(scope));
  const [values, setValues] = useState<ItemFormValues>(() => initialItemValues(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<UiItem | null>(null);
  const [baseVersion, setBaseVersion] = useState(item?.version ?? 1);
  // One id per attempt: a double click or a retry after a lost answer creates the item once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const [, setDatesLocaleReady] = useState(false);
  useEffect(() => {
    void loadDatesLocale().then(() => setDatesLocaleReady(true));
  }, []);
  const route = FILE_ROUTES.contentImage;

  const patch = (change: Partial<ItemFormValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, ''])) }));
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    patch({}, 'imageKey');
    try {
      const uploaded = await uploadImage.mutateAsync(file);
      patch({ imageKey: uploaded.imageKey, imagenUrl: uploaded.url });
    } catch (error) {
      setErrors((current) => ({ ...current, imageKey: describe(error) }));
    }
  };

  const localMessages = (): Record<string, string> => {
    const problems = itemProblems(values);
    const messages: Record<string, string> = {};
    if (problems.titulo) messages['titulo'] = t`Escribe el título: también es el texto alternativo de la imagen.`;
    if (problems.accionID === 'product') messages['accionID'] = t`Elige el producto que abre.`;
    if (problems.accionID === 'category') messages['accionID'] = t`Elige la categoría que abre.`;
    if (problems.accionID === 'url') messages['accionID'] = t`Escribe una dirección https:// o una ruta de la app que empiece por «/».`;
    if (problems.hasta) messages['hasta'] = t`El fin de la vigencia debe ser posterior a su inicio.`;
    return messages;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = localMessages();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const fields = itemFields(values);
    try {
      if (item) await set.mutateAsync({ item: { id: item.id, baseVersion, ...fields } });
      else await create.mutateAsync({ mutationId, item: { elementoId: element.id, ...fields } });
      notifications.show({ color: 'green', message: item ? t`Ítem guardado.` : t`Ítem agregado.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      setMutationId(crypto.randomUUID());
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        setStale((error.detalle?.['current'] as UiItem | undefined) ?? null);
        return;
      }
      const fieldMessages = flatFieldErrors(toFieldErrors(error));
      setErrors(fieldMessages);
      if (Object.values(fieldMessages).every((message) => !message)) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
    }
  };

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.active ? c.name : t`${c.name} (inactiva)` }));
  const busy = create.isPending || set.isPending;
  return (
    <Modal opened onClose={onClose} title={item ? t`Editar ítem de «${element.titulo}»` : t`Nuevo ítem de «${element.titulo}»`} centered size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {stale ? (
            <Alert color="orange" variant="light" role="alert" title={t`Otra persona cambió este ítem`}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  <Trans>Tu cambio no se guardó. Puedes guardar tus datos encima de los suyos o cargar los suyos.</Trans>
                </Text>
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => {
                      setBaseVersion(stale.version);
                      setStale(null);
                    }}
                  >
                    <Trans>Usar mis datos</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setValues(initialItemValues(stale));
                      setBaseVersion(stale.version);
                      setStale(null);
                    }}
                  >
                    <Trans>Cargar los suyos</Trans>
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Group gap="sm" wrap="nowrap" align="flex-end">
            {values.imagenUrl ? <Image src={values.imagenUrl} alt={t`Imagen actual`} w={96} h={54} fit="cover" radius="sm" /> : null}
            <FileInput
              flex={1}
              label={t`Imagen`}
              description={t`JPG, PNG, WebP, GIF o AVIF de hasta ${Math.round(route.maxBytes / MB)} MB. Se sube al elegirla.`}
              placeholder={values.imageKey ? t`Cambiar imagen` : t`Elegir imagen`}
              accept={route.accept.join(',')}
              value={null}
              onChange={(file) => void onFile(file)}
              leftSection={<IconPhoto size={16} />}
              disabled={uploadImage.isPending}
              error={errors['imageKey'] || undefined}
            />
            {values.imageKey ? <CloseButton aria-label={t`Quitar imagen`} onClick={() => patch({ imageKey: null, imagenUrl: null }, 'imageKey')} mb={6} /> : null}
          </Group>
          {uploadImage.isPending ? (
            <Text size="sm" c="dimmed">
              <Trans>Subiendo imagen…</Trans>
            </Text>
          ) : null}
          <TextInput
            label={t`Título`}
            value={values.titulo}
            onChange={(event) => patch({ titulo: event.currentTarget.value }, 'titulo')}
            maxLength={UI_ITEM_TITLE_MAX}
            error={errors['titulo'] || undefined}
            required
            data-autofocus
          />
          <Select
            label={t`Acción`}
            description={t`Qué abre el ítem al tocarlo.`}
            data={(['NINGUNA', 'PRODUCTO', 'CATEGORIA', 'CATEGORIA_OC', 'URL'] as const).map((value) => ({ value, label: actionLabels[value] }))}
            value={values.accion}
            onChange={(value) => value && patch({ accion: value as UiItemAction }, 'accionID', 'listAccionID')}
            allowDeselect={false}
          />
          {values.accion === 'PRODUCTO' ? (
            <ProductPicker label={t`Producto`} empresaId={scope.empresaId} value={values.productId} onChange={(id) => patch({ productId: id }, 'accionID')} error={errors['accionID'] || undefined} required />
          ) : values.accion === 'CATEGORIA' ? (
            <Select label={t`Categoría`} data={categoryOptions} value={values.categoryId} onChange={(value) => patch({ categoryId: value }, 'accionID')} searchable nothingFoundMessage={t`Ninguna categoría con ese nombre`} error={errors['accionID'] || undefined} required />
          ) : values.accion === 'URL' ? (
            <TextInput label={t`Enlace`} description={t`Una dirección https:// o una ruta de la app, por ejemplo /tienda.`} value={values.url} onChange={(event) => patch({ url: event.currentTarget.value }, 'accionID')} error={errors['accionID'] || undefined} required />
          ) : values.accion === 'CATEGORIA_OC' ? (
            <MultiSelect
              label={t`Categorías`}
              description={t`El ítem abre estas categorías juntas. Sin ninguna elegida, no filtra.`}
              data={categoryOptions}
              value={values.categoryIds}
              onChange={(ids) => patch({ categoryIds: ids }, 'listAccionID')}
              maxValues={LIST_ACTION_MAX}
              searchable
              clearable
              nothingFoundMessage={t`Ninguna categoría con ese nombre`}
              error={errors['listAccionID'] || undefined}
            />
          ) : null}
          <Group grow align="flex-start">
            <DateTimePicker label={t`Desde`} placeholder={t`Ya`} valueFormat="D MMM YYYY HH:mm" value={values.desde} onChange={(value) => patch({ desde: value }, 'desde', 'hasta')} clearable error={errors['desde'] || undefined} />
            <DateTimePicker label={t`Hasta`} placeholder={t`Sin fin`} valueFormat="D MMM YYYY HH:mm" value={values.hasta} onChange={(value) => patch({ hasta: value }, 'hasta')} clearable error={errors['hasta'] || undefined} />
          </Group>
          <Switch label={t`Activo`} description={t`Apagado, no se muestra aunque esté en fecha.`} checked={values.activo} onChange={(event) => patch({ activo: event.currentTarget.checked })} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={uploadImage.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
