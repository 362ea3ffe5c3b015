/**
 * The "new version" card of PwaUpdatePrompt, in a chunk of its own: downloaded only when an update waits.
 */
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { applyUpdate, countPendingChanges, dismissUpdate } from '../lib/sw-registration';

type Step = { kind: 'offer' } | { kind: 'checking' } | { kind: 'pending'; count: number } | { kind: 'updating' };

export function PwaUpdateCard() {
  const [step, setStep] = useState<Step>({ kind: 'offer' });

  const update = async (): Promise<void> => {
    setStep({ kind: 'updating' });
    await applyUpdate();
  };

  const onUpdate = async (): Promise<void> => {
    setStep({ kind: 'checking' });
    const count = await countPendingChanges();
    if (count > 0) {
      // Local changes live in IndexedDB: a reload keeps them, but say so before reloading.
      setStep({ kind: 'pending', count });
      return;
    }
    await update();
  };

  const onLater = (): void => {
    setStep({ kind: 'offer' });
    dismissUpdate();
  };

  const busy = step.kind === 'checking' || step.kind === 'updating';

  return (
    <Affix position={{ bottom: 20, left: '50%' }} style={{ transform: 'translateX(-50%)' }} zIndex={400}>
      <Paper
        component="section"
        aria-live="polite"
        aria-labelledby="pwa-update-title"
        shadow="md"
        withBorder
        p="md"
        radius="md"
        maw="min(92vw, 420px)"
      >
        <Stack gap="xs">
          <Text id="pwa-update-title" fw={600}>
            <Trans>Hay una nueva versión de Canasta</Trans>
          </Text>
          {step.kind === 'pending' ? (
            <Text size="sm">
              <Plural
                value={step.count}
                one="Tienes # cambio sin sincronizar. Se guarda en este dispositivo y se sincronizará después de actualizar."
                other="Tienes # cambios sin sincronizar. Se guardan en este dispositivo y se sincronizarán después de actualizar."
              />
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Actualiza para usar la última versión. La página se recargará.</Trans>
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={onLater} disabled={step.kind === 'updating'}>
              <Trans>Más tarde</Trans>
            </Button>
            {step.kind === 'pending' ? (
              <Button onClick={() => void update()}>
                <Trans>Actualizar ahora</Trans>
              </Button>
            ) : (
              <Button onClick={() => void onUpdate()} loading={busy}>
                <Trans>Actualizar</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
