/**
 * `/sincronizacion`: every change still on this device. Waiting ones are on their way; conflicts show the server's
 * state next to the user's change and let the user apply it again on the current state or discard it;
 * rejected ones say why and can be discarded; failed ones (the server failed on them again and again) can be retried
 * or discarded, and the changes of the same order held behind them say so. Nothing leaves the outbox without the
 * server or the user saying so.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCloudCheck, IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { SYNC_FAULT_TRIES } from '../../../../contract/sync-constants';
import { useErrorMessage } from '../../../lib/error-message';
import { discardChange, requestSync, retryChange, useOutboxStatus } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { rebaseChange } from '../lib/rebase-change';
import { reasonOf, useEntryText } from '../lib/use-entry-text';
import { EntryHeading } from './entry-heading';
import { useOnline } from '../../../lib/use-online';
import { useRelativeTime } from '../lib/use-relative-time';
import { ConfirmDiscard } from './confirm-discard';
import { FailedCard, HeldCard } from './failed-cards';
import { ServerVersusMine } from './server-versus-mine';

const TOAST_MS = 3000;

export function OutboxPage() {
  const { t } = useLingui();
  usePageTitle(t`Sincronización`);
  const status = useOutboxStatus();
  const online = useOnline();
  const relative = useRelativeTime();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  const conflicts = status.entries.filter((entry) => entry.state === 'conflict');
  const rejected = status.entries.filter((entry) => entry.state === 'rejected');
  const waiting = status.entries.filter((entry) => entry.state === 'waiting');
  const failed = status.entries.filter((entry) => entry.state === 'failed');
  const held = status.entries.filter((entry) => entry.state === 'held');

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            <Trans>Sincronización</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            {status.lastSyncedAt ? <Trans>Última sincronización: {relative(status.lastSyncedAt)}</Trans> : <Trans>Este dispositivo aún no ha sincronizado cambios.</Trans>}
          </Text>
        </div>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => requestSync()} loading={status.syncing} disabled={waiting.length === 0} size="md">
          <Trans>Sincronizar ahora</Trans>
        </Button>
      </Group>

      {!online ? (
        <Alert color="orange" title={t`Sin conexión`}>
          <Trans>Los cambios quedan guardados en este dispositivo y se enviarán solos cuando vuelva la conexión.</Trans>
        </Alert>
      ) : null}
      {status.lastError && waiting.length > 0 ? (
        <Alert color="orange" title={t`El último envío no llegó al servidor`}>
          <Trans>Se volverá a intentar automáticamente. Motivo: {status.lastError}</Trans>
        </Alert>
      ) : null}

      {status.entries.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <IconCloudCheck size={40} color="var(--mantine-color-green-filled)" aria-hidden />
            <Text fw={600}>
              <Trans>Todo está sincronizado</Trans>
            </Text>
            <Text c="dimmed" size="sm" ta="center">
              <Trans>No hay cambios pendientes en este dispositivo.</Trans>
            </Text>
          </Stack>
        </Card>
      ) : null}

      {failed.length > 0 ? (
        <Section title={t`No se pudieron enviar`} count={failed.length} color="red">
          {failed.map((entry) => (
            <FailedCard key={entry.seq} entry={entry} onDiscard={setDiscarding} />
          ))}
        </Section>
      ) : null}
      {held.length > 0 ? (
        <Section title={t`En espera de un cambio que falló`} count={held.length} color="orange">
          {held.map((entry) => (
            <HeldCard key={entry.seq} entry={entry} entries={status.entries} />
          ))}
        </Section>
      ) : null}
      {conflicts.length > 0 ? (
        <Section title={t`En conflicto: elige qué hacer`} count={conflicts.length} color="red">
          {conflicts.map((entry) => (
            <ConflictCard key={entry.seq} entry={entry} onDiscard={setDiscarding} />
          ))}
        </Section>
      ) : null}
      {rejected.length > 0 ? (
        <Section title={t`Rechazados por el servidor`} count={rejected.length} color="red">
          {rejected.map((entry) => (
            <RejectedCard key={entry.seq} entry={entry} onDiscard={setDiscarding} />
          ))}
        </Section>
      ) : null}
      {waiting.length > 0 ? (
        <Section title={t`Pendientes de enviar`} count={waiting.length} color="orange">
          {waiting.map((entry) => (
            <WaitingCard key={entry.seq} entry={entry} />
          ))}
        </Section>
      ) : null}

      <ConfirmDiscard
        entry={discarding}
        onCancel={() => setDiscarding(null)}
        onConfirm={async (entry) => {
          setDiscarding(null);
          await discardChange(entry.seq);
          notifications.show({ message: t`Cambio descartado.`, autoClose: TOAST_MS });
        }}
      />
    </Stack>
  );
}

function Section({ title, count, color, children }: { title: string; count: number; color: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={color} variant="light">
          {count}
        </Badge>
      </Group>
      {children}
    </Stack>
  );
}

function WaitingCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const { text, when } = useEntryText()(entry);
  const faults = entry.fault?.count ?? 0;
  const max = SYNC_FAULT_TRIES;
  return (
    <Card withBorder padding="sm" opacity={0.7} data-testid="outbox-waiting">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{text}</Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {entry.attempts > 0 ? `${when} · ${plural(entry.attempts, { one: '# intento', other: '# intentos' })}` : when}
          {faults > 0 ? ` · ${t`el servidor falló con este cambio ${faults} de ${max} veces`}` : null}
        </Text>
      </Group>
    </Card>
  );
}

function RejectedCard({ entry, onDiscard }: { entry: OutboxEntry; onDiscard: (entry: OutboxEntry) => void }) {
  const { text, when } = useEntryText()(entry);
  const describeError = useErrorMessage();
  return (
    <Card withBorder padding="sm" data-testid="outbox-rejected">
      <Stack gap={6}>
        <EntryHeading text={text} when={when} />
        <Text size="sm" c="red">
          {describeError(reasonOf(entry))}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => onDiscard(entry)}>
            <Trans>Descartar</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ConflictCard({ entry, onDiscard }: { entry: OutboxEntry; onDiscard: (entry: OutboxEntry) => void }) {
  const { t } = useLingui();
  const { text, when } = useEntryText()(entry);
  const describeError = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const rebased = rebaseChange(entry);

  const applyAgain = useCallback(async () => {
    if (!rebased) return;
    setBusy(true);
    try {
      await retryChange(entry.seq, rebased);
      notifications.show({ message: t`Se aplicará de nuevo sobre el estado actual.`, autoClose: TOAST_MS });
    } catch (error) {
      notifications.show({ color: 'red', message: describeError(error), autoClose: TOAST_MS });
    } finally {
      setBusy(false);
    }
  }, [entry.seq, rebased, t, describeError]);

  return (
    <Card withBorder padding="sm" data-testid="outbox-conflict">
      <Stack gap="xs">
        <EntryHeading text={text} when={when} />
        <Text size="sm" c="red">
          {describeError(reasonOf(entry))}
        </Text>
        <ServerVersusMine entry={entry} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" color="red" onClick={() => onDiscard(entry)}>
            <Trans>Descartar mi cambio</Trans>
          </Button>
          <Button onClick={() => void applyAgain()} loading={busy} disabled={!rebased}>
            <Trans>Aplicar de nuevo</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
