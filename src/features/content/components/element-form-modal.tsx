/** Create a UI element (kind and title) or rename one, in a modal. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { UI_ELEMENT_KINDS, UI_ELEMENT_TITLE_MAX, type UiElement, type UiElementKind } from '../../../../contract/schemas/content';
import { useCreateElement, useSetElement, type CompanyScope } from '../api/content-queries';
import { useContentErrorMessage, useContentFieldErrors } from '../lib/content-errors';
import { useKindLabels } from './element-card';

interface ElementFormModalProps {
  scope: CompanyScope;
  /** The element renamed, or null for a new one. */
  element: UiElement | null;
  onClose: () => void;
}

export function ElementFormModal({ scope, element, onClose }: ElementFormModalProps) {
  const { t } = useLingui();
  const kinds = useKindLabels();
  const describe = useContentErrorMessage();
  const toFieldErrors = useContentFieldErrors();
  const create = useCreateElement(scope);
  const set = useSetElement(scope);
  const [tipo, setTipo] = useState<UiElementKind>(element?.tipo ?? 'carousel');
  const [titulo, setTitulo] = useState(element?.titulo ?? '');
  const [error, setError] = useState('');
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = titulo.trim();
    if (trimmed === '') {
      setError(t`Escribe el título del elemento.`);
      return;
    }
    try {
      if (element) await set.mutateAsync({ element: { id: element.id, baseVersion: element.version, titulo: trimmed } });
      else await create.mutateAsync({ mutationId, element: { tipo, titulo: trimmed } });
      notifications.show({ color: 'green', message: element ? t`Elemento guardado.` : t`Elemento creado.`, autoClose: 3000 });
      onClose();
    } catch (caught) {
      setMutationId(crypto.randomUUID());
      const fields = toFieldErrors(caught);
      setError(fields['element.titulo'] ?? '');
      if (!fields['element.titulo']) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(caught), autoClose: 5000 });
    }
  };

  const busy = create.isPending || set.isPending;
  return (
    <Modal opened onClose={onClose} title={element ? t`Renombrar elemento` : t`Nuevo elemento`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {element ? null : (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="ui-element-kind">
                <Trans>Tipo</Trans>
              </Text>
              <SegmentedControl aria-labelledby="ui-element-kind" value={tipo} onChange={(value) => setTipo(value as UiElementKind)} data={UI_ELEMENT_KINDS.map((value) => ({ value, label: kinds[value] }))} />
            </Stack>
          )}
          <TextInput
            label={t`Título del elemento`}
            value={titulo}
            onChange={(event) => {
              setTitulo(event.currentTarget.value);
              setError('');
            }}
            maxLength={UI_ELEMENT_TITLE_MAX}
            error={error || undefined}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
