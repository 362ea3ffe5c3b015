import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TERMS_EXEMPT_ROLES } from '../../../../contract/roles';
import { useUserData } from '../../../lib/user-data';
import { saveTermsAcceptance, termsQueryKey, termsStatusQuery, type TermsStatus } from '../api/terms-queries';

export const TERMS_URL = '/legal/terminos.html';
export const PRIVACY_URL = '/legal/privacidad.html';

const noop = (): void => {};

/**
 * Spec §2/§4/§5/§8: the terms prompt for a signed-in user with a userID and a role other than SA,
 * shown while /User/getTerminos answers "0"; it cannot be dismissed, only accepted.
 */
export function TermsGate() {
  const user = useUserData();
  const queryClient = useQueryClient();
  const userID = user?.userID ?? 0;
  const applies = user !== null && userID > 0 && !TERMS_EXEMPT_ROLES.includes(user.rol);
  const status = useQuery({ ...termsStatusQuery(userID), enabled: applies });

  const save = useMutation({
    mutationFn: saveTermsAcceptance,
    onSuccess: (_data, variables) => {
      queryClient.setQueryData<TermsStatus>(termsQueryKey(variables.userID), 'accepted');
    },
    // Spec §8: a failed save is only logged; the prompt stays so the user can try again.
    onError: (error) => console.error('[terms] /User/setTerminos failed', error),
  });

  const opened = applies && status.data === 'pending';
  if (!opened) return null;
  return <TermsModal pending={save.isPending} onAccept={(acceptCommunications) => save.mutate({ userID, acceptCommunications })} />;
}

function TermsModal({ pending, onAccept }: { pending: boolean; onAccept: (acceptCommunications: boolean) => void }) {
  const { t } = useLingui();
  const [communications, setCommunications] = useState(false);
  const [terms, setTerms] = useState(false);

  return (
    <Modal.Root opened onClose={noop} closeOnClickOutside={false} closeOnEscape={false} centered size="lg" trapFocus>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          <Stack gap="md">
            {/* The notice's own heading (no modal header): it also names the dialog. */}
            <Modal.Title fz="h3" fw={700}>
              <Trans>Aviso de privacidad</Trans>
            </Modal.Title>
            <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
              <Stack gap="xs">
                <Text size="sm">
                  <Trans>
                    Canasta trata tus datos personales (nombre, correo electrónico, rol y la actividad que registras en el sistema) para
                    darte acceso al back office, llevar el registro de los cambios en pedidos y productos y mantener la seguridad de la
                    plataforma.
                  </Trans>
                </Text>
                <Text size="sm">
                  <Trans>
                    Solo compartimos estos datos con la empresa para la que trabajas y con los proveedores que necesitamos para prestar el
                    servicio. Puedes pedir acceso, corrección o eliminación de tus datos escribiendo al responsable de privacidad de tu
                    empresa.
                  </Trans>
                </Text>
              </Stack>
            </ScrollArea.Autosize>
            <Checkbox
              size="md"
              checked={communications}
              onChange={(event) => setCommunications(event.currentTarget.checked)}
              label={t`Acepto recibir comunicaciones comerciales personalizadas`}
            />
            <Checkbox
              size="md"
              checked={terms}
              onChange={(event) => setTerms(event.currentTarget.checked)}
              label={
                <Trans>
                  Acepto los{' '}
                  <Anchor href={TERMS_URL} target="_blank" rel="noopener noreferrer" inherit>
                    términos y condiciones
                  </Anchor>{' '}
                  y la{' '}
                  <Anchor href={PRIVACY_URL} target="_blank" rel="noopener noreferrer" inherit>
                    política de privacidad
                  </Anchor>
                </Trans>
              }
            />
            <Group justify="flex-end">
              <Button size="md" disabled={!terms} loading={pending} onClick={() => onAccept(communications)}>
                <Trans>Aceptar</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
