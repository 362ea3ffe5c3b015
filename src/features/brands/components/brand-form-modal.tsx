/** Create or edit a brand in a modal: name (unique per company, ignoring case), active, logo. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileInput, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { FILE_ROUTES } from '../../../../contract/file-routes';
import { BRAND_NAME_MAX, type Brand } from '../../../../contract/schemas/brands';
import { useSaveBrand, useUploadLogo, type CompanyScope } from '../api/brand-queries';
import { useBrandErrorMessage, useBrandFieldErrors } from '../lib/brand-errors';

interface BrandFormModalProps {
  scope: CompanyScope;
  /** The brand edited, or null for a new one. */
  brand: Brand | null;
  onClose: () => void;
}

export function BrandFormModal({ scope, brand, onClose }: BrandFormModalProps) {
  const { t } = useLingui();
  const describe = useBrandErrorMessage();
  const fieldsOf = useBrandFieldErrors();
  const save = useSaveBrand(scope);
  const upload = useUploadLogo();
  const [nombre, setNombre] = useState(brand?.nombre ?? '');
  const [active, setActive] = useState(brand?.active ?? true);
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One id per form: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const route = FILE_ROUTES.brandLogo;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = nombre.trim();
    if (trimmed === '') {
      setErrors({ nombre: t`Escribe el nombre de la marca.` });
      return;
    }
    try {
      const saved = await save.mutateAsync({
        input: {
          ...(brand ? { brandId: brand.id } : {}),
          nombre: trimmed,
          active,
        },
        mutationId,
      });
      if (logo) {
        try {
          await upload.mutateAsync({ brandId: saved.brand.id, file: logo });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t`La marca se guardó, pero el logo no`,
            message: describe(error),
            autoClose: 5000,
          });
        }
      }
      notifications.show({
        color: 'green',
        message: saved.created ? t`Marca creada.` : t`Marca guardada.`,
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
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

  const busy = save.isPending || upload.isPending;
  return (
    <Modal opened onClose={onClose} title={brand ? t`Editar marca` : t`Nueva marca`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Nombre`}
            value={nombre}
            onChange={(event) => {
              setNombre(event.currentTarget.value);
              setErrors((current) => ({ ...current, nombre: '' }));
            }}
            maxLength={BRAND_NAME_MAX}
            error={errors['nombre'] || undefined}
            required
            data-autofocus
          />
          <Switch label={t`Activa`} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
          <Group gap="sm" wrap="nowrap" align="flex-end">
            {brand?.logoUrl && !logo ? <Avatar src={brand.logoUrl} alt={t`Logo actual`} radius="sm" size="lg" /> : null}
            <FileInput
              flex={1}
              label={t`Logo`}
              description={t`Imagen JPG, PNG, WebP, GIF o AVIF de hasta 5 MB.`}
              placeholder={brand?.logoUrl ? t`Cambiar logo` : t`Elegir imagen`}
              accept={route.accept.join(',')}
              value={logo}
              onChange={setLogo}
              clearable
              leftSection={<IconPhoto size={16} />}
              error={logo && logo.size > route.maxBytes ? t`La imagen pesa más de 5 MB.` : undefined}
            />
          </Group>
          {brand && brand.productCount > 0 && !active && brand.active ? (
            <Text size="sm" c="dimmed">
              <Trans>Desactivarla no cambia sus productos: la conservan.</Trans>
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={busy} disabled={Boolean(logo && logo.size > route.maxBytes)}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
