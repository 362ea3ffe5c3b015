/**
 * Create or edit a store's intrusive banner in a modal: store, title, image (uploaded to the content images), link,
 * window, audience, how often a customer sees it, active; with a preview at phone and desktop widths. Problems show
 * next to their field (an overlap on "Desde", naming the other banner); a save on top of another person's change
 * offers their version.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Grid, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FILE_ROUTES } from '../../../../contract/file-routes';
import { BANNER_EVERY_DAYS_MAX, BANNER_LINK_MAX, BANNER_TITLE_MAX, type BannerAudience, type IntrusiveBanner } from '../../../../contract/schemas/intrusive-banner';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useSaveBanner, useUploadBannerImage, type CompanyScope } from '../api/banner-queries';
import { useBannerErrorMessage, useBannerFieldErrors } from '../lib/banner-errors';
import { bannerFormProblems, bannerRequest, initialBannerValues, type BannerFormValues } from '../lib/banner-form';
import { BannerPreview } from './banner-preview';
import { StaleSaveAlert } from '../../../components/stale-save-alert';

interface BannerFormModalProps {
  scope: CompanyScope;
  banner: IntrusiveBanner | null;
  stores: ReadonlyArray<{ id: number; name: string }>;
  onClose: () => void;
}

const route = FILE_ROUTES.contentImage;

export function BannerFormModal({ scope, banner, stores, onClose }: BannerFormModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const describe = useBannerErrorMessage(format.dateTime);
  const toFieldErrors = useBannerFieldErrors(format.dateTime);
  const save = useSaveBanner(scope);
  const upload = useUploadBannerImage(scope);
  const [values, setValues] = useState<BannerFormValues>(() => initialBannerValues(banner, stores[0]?.id ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<IntrusiveBanner | null>(null);
  const [baseVersion, setBaseVersion] = useState(banner?.version);
  // One id per attempt: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };

  const chooseImage = async (file: File | null) => {
    if (!file) return;
    if (file.size > route.maxBytes) {
      setErrors((current) => ({ ...current, imageKey: t`La imagen pesa más de 10 MB.` }));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync(file);
      setValues((current) => ({ ...current, imageKey: uploaded.imageKey, imageUrl: uploaded.url }));
      setErrors((current) => ({ ...current, imageKey: '' }));
    } catch (error) {
      setErrors((current) => ({ ...current, imageKey: describe(error) }));
    }
  };

  const localMessages = (): Record<string, string> => {
    const problems = bannerFormProblems(values);
    const messages: Record<string, string> = {};
    if (problems.tiendaId) messages['tiendaId'] = t`Elige la tienda.`;
    if (problems.imageKey) messages['imageKey'] = t`Sube una imagen: un banner activo la necesita.`;
    if (problems.link) messages['link'] = t`El enlace debe ser una dirección https:// o una ruta de la tienda que empiece por «/».`;
    if (problems.startsAt) messages['startsAt'] = t`Indica cuándo empieza.`;
    if (problems.endsAt) messages['endsAt'] = problems.endsAt === 'banner_window' ? t`El banner debe terminar después de empezar.` : t`Indica cuándo termina.`;
    if (problems.everyDays) messages['everyDays'] = t`Indica un número de días entre 1 y 365.`;
    return messages;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = localMessages();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const saved = await save.mutateAsync({ input: bannerRequest(values, banner, baseVersion), mutationId });
      notifications.show({ color: 'green', message: saved.created ? t`Banner creado.` : t`Banner guardado.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        setStale((error.detalle?.['current'] as IntrusiveBanner | undefined) ?? null);
        return;
      }
      const fields = toFieldErrors(error);
      setErrors(fields);
      if (Object.values(fields).every((message) => !message)) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
    }
  };

  const audiences: Array<{ value: BannerAudience; label: string }> = [
    { value: 'all', label: t`Todos los clientes` },
    { value: 'new', label: t`Clientes nuevos (sin compras)` },
    { value: 'returning', label: t`Clientes que ya compraron` },
  ];
  return (
    <Modal opened onClose={onClose} title={banner ? t`Editar banner` : t`Nuevo banner`} centered size="xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {stale ? (
            <StaleSaveAlert
              title={t`Otra persona cambió este banner`}
              onUseMine={() => {
                setBaseVersion(stale.version);
                setStale(null);
              }}
              onDiscard={onClose}
            />
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="sm">
                <Select
                  label={t`Tienda`}
                  data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
                  value={values.tiendaId}
                  onChange={(value) => set('tiendaId', value)}
                  error={errors['tiendaId'] || undefined}
                  allowDeselect={false}
                  required
                />
                <TextInput label={t`Título`} value={values.title} onChange={(event) => set('title', event.currentTarget.value)} maxLength={BANNER_TITLE_MAX} data-autofocus />
                <FileInput
                  label={t`Imagen`}
                  description={t`JPG, PNG, WebP, GIF o AVIF de hasta 10 MB; se muestra a pantalla completa.`}
                  placeholder={values.imageKey ? t`Cambiar imagen` : t`Elegir imagen`}
                  accept={route.accept.join(',')}
                  value={null}
                  onChange={(file) => void chooseImage(file)}
                  leftSection={<IconPhoto size={16} />}
                  error={errors['imageKey'] || undefined}
                  disabled={upload.isPending}
                />
                <TextInput
                  label={t`Enlace`}
                  description={t`Opcional: https://… o una ruta de la tienda, como /tienda-cliente.`}
                  value={values.link}
                  onChange={(event) => set('link', event.currentTarget.value)}
                  maxLength={BANNER_LINK_MAX}
                  error={errors['link'] || undefined}
                />
                <Group grow align="flex-start">
                  <TextInput type="datetime-local" label={t`Desde`} value={values.startsAt} onChange={(event) => set('startsAt', event.currentTarget.value)} error={errors['startsAt'] || undefined} required />
                  <TextInput type="datetime-local" label={t`Hasta`} value={values.endsAt} onChange={(event) => set('endsAt', event.currentTarget.value)} error={errors['endsAt'] || undefined} required />
                </Group>
                <Select
                  label={t`Audiencia`}
                  data={audiences}
                  value={values.audience}
                  onChange={(value) => set('audience', (audiences.find((a) => a.value === value)?.value ?? 'all'))}
                  allowDeselect={false}
                />
                <NumberInput
                  label={t`Mostrar una vez cada (días)`}
                  description={t`A cada cliente, en cada dispositivo.`}
                  value={values.everyDays}
                  onChange={(value) => set('everyDays', value)}
                  min={1}
                  max={BANNER_EVERY_DAYS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  error={errors['everyDays'] || undefined}
                  required
                />
                <Switch label={t`Activo`} checked={values.active} onChange={(event) => set('active', event.currentTarget.checked)} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <BannerPreview title={values.title.trim()} imageUrl={values.imageUrl} />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending} disabled={upload.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
