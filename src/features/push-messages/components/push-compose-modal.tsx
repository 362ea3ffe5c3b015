/**
 * "Nueva notificación": title, body, picture, the screen a tap opens, the audience (roles, a store's staff, a
 * warehouse's staff) with a live count of the people and devices it reaches, send now or at a time, and a preview.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Autocomplete, Button, CloseButton, FileInput, Grid, Group, Image, Modal, MultiSelect, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { FILE_ROUTES } from '../../../../contract/file-routes';
import { ROLE_NAMES } from '../../../../contract/roles';
import { PUSH_AUDIENCE_ROLES, PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushAudienceRole } from '../../../../contract/schemas/push-messages';
import { loadDatesLocale } from '../../../lib/i18n';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useUserData } from '../../../lib/user-data';
import { audienceCountQuery, useComposePush, useUploadPushImage, type CompanyScope } from '../api/push-message-queries';
import { composeInput, composeProblems, INITIAL_COMPOSE, ROUTE_SUGGESTIONS, type ComposeValues } from '../lib/compose-form';
import { usePushErrorMessage, usePushFieldErrors } from '../lib/push-message-errors';
import { PushPreview } from './push-preview';

const MB = 1024 * 1024;

interface ComposeModalProps {
  scope: CompanyScope;
  /** The company the message is for (the stores and warehouses offered). */
  companyId: number | undefined;
  onClose: () => void;
}

export function PushComposeModal({ scope, companyId, onClose }: ComposeModalProps) {
  const { t } = useLingui();
  const describe = usePushErrorMessage();
  const toFieldErrors = usePushFieldErrors();
  const user = useUserData();
  const options = useQuery(scopeOptionsQuery(user?.userID)).data;
  const compose = useComposePush(scope);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const upload = useUploadPushImage(scope);
  const [values, setValues] = useState<ComposeValues>(INITIAL_COMPOSE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  // The earliest time the picker offers: when the form opened (the server refuses a time already gone).
  const [openedAt] = useState(() => new Date());
  const audience = { roles: values.roles, storeId: values.storeId ? Number(values.storeId) : null, warehouseId: values.warehouseId ? Number(values.warehouseId) : null };
  const [countedAudience] = useDebouncedValue(audience, 300);
  const count = useQuery(audienceCountQuery(scope, countedAudience));

  useEffect(() => {
    void loadDatesLocale();
  }, []);

  const inCompany = <T extends { companyId: number }>(rows: readonly T[] | undefined) => (rows ?? []).filter((row) => companyId === undefined || row.companyId === companyId);
  const storeData = inCompany(options?.stores).map((store) => ({ value: String(store.id), label: store.name }));
  const warehouseData = inCompany(options?.warehouses).map((warehouse) => ({ value: String(warehouse.id), label: warehouse.name }));
  const roleData = PUSH_AUDIENCE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));
  const imageRoute = FILE_ROUTES.contentImage;
  const maxMb = Math.round(imageRoute.maxBytes / MB);

  const patch = (change: Partial<ComposeValues>, ...fields: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((field) => [field, ''])) }));
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    patch({}, 'imageKey');
    try {
      const uploaded = await upload.mutateAsync(file);
      patch({ imageKey: uploaded.imageKey, imageUrl: uploaded.url });
    } catch (error) {
      setErrors((current) => ({ ...current, imageKey: describe(error) }));
    }
  };

  const localErrors = (): Record<string, string> => {
    const messages: Record<string, string> = {};
    for (const problem of composeProblems(values, new Date())) {
      if (problem === 'title') messages['title'] = t`Escribe un título de hasta ${PUSH_TITLE_MAX} caracteres.`;
      if (problem === 'body') messages['body'] = t`El texto puede tener hasta ${PUSH_BODY_MAX} caracteres.`;
      if (problem === 'route') messages['route'] = t`Elige una pantalla de la aplicación o escribe su ruta (por ejemplo /orden/123).`;
      if (problem === 'sendAt') messages['sendAt'] = t`Elige una fecha y hora futuras.`;
    }
    return messages;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = localErrors();
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const { message } = await compose.mutateAsync({ input: composeInput(values), mutationId });
      const sent = message.sentCount;
      const total = message.sentCount + message.failedCount + message.removedCount;
      notifications.show({
        color: 'green',
        message: message.status === 'scheduled' ? t`Notificación programada.` : t`Notificación enviada: ${sent} de ${total} dispositivos la recibieron.`,
        autoClose: 4000,
      });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change.
      setMutationId(crypto.randomUUID());
      const fields = toFieldErrors(error);
      const flat = Object.fromEntries(Object.entries(fields).map(([campo, message]) => [campo.startsWith('audience.roles') ? 'roles' : campo.replace(/^audience\./, ''), message]));
      setErrors(flat);
      if (Object.keys(flat).length === 0) notifications.show({ color: 'red', title: t`No se pudo enviar`, message: describe(error), autoClose: 5000 });
    }
  };

  const users = count.data?.users ?? 0;
  const devices = count.data?.devices ?? 0;
  const busy = compose.isPending || upload.isPending;

  return (
    <Modal opened onClose={onClose} title={t`Nueva notificación`} size="xl" fullScreen={phone}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <TextInput label={t`Título`} value={values.title} onChange={(e) => patch({ title: e.currentTarget.value }, 'title')} maxLength={PUSH_TITLE_MAX} error={errors['title'] || undefined} required data-autofocus />
              <Textarea label={t`Texto`} value={values.body} onChange={(e) => patch({ body: e.currentTarget.value }, 'body')} maxLength={PUSH_BODY_MAX} autosize minRows={2} maxRows={5} error={errors['body'] || undefined} />
              <Group gap="sm" wrap="nowrap" align="flex-end">
                {values.imageUrl ? <Image src={values.imageUrl} alt={t`Imagen elegida`} w={96} h={54} fit="cover" radius="sm" /> : null}
                <FileInput
                  flex={1}
                  label={t`Imagen`}
                  description={t`Opcional. JPG, PNG, WebP, GIF o AVIF de hasta ${maxMb} MB.`}
                  placeholder={values.imageKey ? t`Cambiar imagen` : t`Elegir imagen`}
                  accept={imageRoute.accept.join(',')}
                  value={null}
                  onChange={(file) => void onFile(file)}
                  leftSection={<IconPhoto size={16} />}
                  disabled={upload.isPending}
                  error={errors['imageKey'] || undefined}
                />
                {values.imageKey ? <CloseButton aria-label={t`Quitar imagen`} onClick={() => patch({ imageKey: null, imageUrl: null }, 'imageKey')} mb={6} /> : null}
              </Group>
              <Autocomplete
                label={t`Pantalla que abre`}
                description={t`Elige una pantalla o escribe una ruta de la aplicación, por ejemplo /orden/123.`}
                data={ROUTE_SUGGESTIONS}
                value={values.route}
                onChange={(route) => patch({ route }, 'route')}
                error={errors['route'] || undefined}
                required
              />
              <MultiSelect
                label={t`Roles`}
                description={t`Sin roles elegidos: todo el personal.`}
                data={roleData}
                value={values.roles}
                onChange={(roles) => patch({ roles: roles as PushAudienceRole[] }, 'roles')}
                error={errors['roles'] || undefined}
                searchable
                clearable
              />
              <Group grow align="flex-start">
                <Select label={t`Personal de la tienda`} placeholder={t`Todas`} data={storeData} value={values.storeId} onChange={(storeId) => patch({ storeId }, 'storeId')} error={errors['storeId'] || undefined} clearable />
                <Select
                  label={t`Personal de la bodega`}
                  placeholder={t`Todas`}
                  data={warehouseData}
                  value={values.warehouseId}
                  onChange={(warehouseId) => patch({ warehouseId }, 'warehouseId')}
                  error={errors['warehouseId'] || undefined}
                  clearable
                />
              </Group>
              <Text size="sm" aria-live="polite" data-testid="push-audience-count">
                <Trans>
                  Llegará a <Plural value={users} one="# persona" other="# personas" /> (<Plural value={devices} one="# dispositivo" other="# dispositivos" />)
                </Trans>
              </Text>
              <SegmentedControl
                aria-label={t`Cuándo enviar`}
                value={values.mode}
                onChange={(mode) => patch({ mode: mode as ComposeValues['mode'] }, 'sendAt')}
                data={[
                  { value: 'now', label: t`Enviar ahora` },
                  { value: 'schedule', label: t`Programar` },
                ]}
              />
              {values.mode === 'schedule' ? (
                <DateTimePicker label={t`Fecha y hora de envío`} valueFormat="D MMM YYYY HH:mm" value={values.sendAt} onChange={(sendAt) => patch({ sendAt }, 'sendAt')} minDate={openedAt} error={errors['sendAt'] || undefined} required />
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                <Trans>Vista previa</Trans>
              </Text>
              <PushPreview title={values.title.trim()} body={values.body.trim()} imageUrl={values.imageUrl} route={values.route.trim()} />
              {devices === 0 && count.data ? (
                <Alert color="orange" variant="light">
                  <Trans>Nadie de esta audiencia activó las notificaciones en un dispositivo: no le llegará a nadie.</Trans>
                </Alert>
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={onClose} disabled={compose.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" loading={compose.isPending} disabled={busy && !compose.isPending}>
            {values.mode === 'now' ? <Trans>Enviar</Trans> : <Trans>Programar envío</Trans>}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
