/**
 * Changes the server failed on again and again (ADR 003): the failed one, kept on this device with the server's
 * message, to retry or discard; and the changes of the same order held behind it, which go out after it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { SYNC_FAULT_TRIES } from '../../../../contract/sync-constants';
import { useErrorMessage } from '../../../lib/error-message';
import { failedBlockerOf } from '../../../lib/outbox/dependencies';
import { retryFailedChange } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { reasonOf, useEntryText } from '../lib/use-entry-text';
import { EntryHeading } from './entry-heading';

const TOAST_MS = 3000;

export function FailedCard({ entry, onDiscard }: { entry: OutboxEntry; onDiscard: (entry: OutboxEntry) => void }) {
  const { t } = useLingui();
  const { text, when } = useEntryText()(entry);
  const describeError = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const tries = SYNC_FAULT_TRIES;

  const retry = useCallback(async () => {
    setBusy(true);
    try {
      await retryFailedChange(entry.seq);
      notifications.show({ message: t`Se enviará de nuevo.`, autoClose: TOAST_MS });
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_MS });
    } finally {
      setBusy(false);
    }
  }, [entry.seq, t, describeError]);

  return (
    <Card withBorder padding="sm" data-testid="outbox-failed">
      <Stack gap={6}>
        <EntryHeading text={text} when={when} />
        <Text size="sm" c="red">
          <Trans>
            El servidor falló {tries} veces seguidas con este cambio y no lo aplicó. Sigue guardado en este dispositivo: reinténtalo más tarde o descártalo.
          </Trans>
        </Text>
        <Text size="sm">{describeError(reasonOf(entry))}</Text>
        {entry.result?.mensaje ? (
          <Text size="xs" c="dimmed" lang="es" data-testid="outbox-failed-server-message">
            <Trans>Mensaje del servidor: {entry.result.mensaje}</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" color="red" onClick={() => onDiscard(entry)}>
            <Trans>Descartar</Trans>
          </Button>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void retry()} loading={busy}>
            <Trans>Reintentar</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function HeldCard({ entry, entries }: { entry: OutboxEntry; entries: readonly OutboxEntry[] }) {
  const entryText = useEntryText();
  const { text, when } = entryText(entry);
  const blocker = failedBlockerOf(entry, entries);
  const blockerText = blocker ? entryText(blocker).text : null;
  return (
    <Card withBorder padding="sm" opacity={0.8} data-testid="outbox-held">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{text}</Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {when}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {blockerText ? <Trans>Espera al cambio que falló: {blockerText}</Trans> : <Trans>Espera a un cambio anterior de la misma orden.</Trans>}
        </Text>
      </Stack>
    </Card>
  );
}
