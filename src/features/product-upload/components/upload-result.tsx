/** Step 5: what the upload did — created, updated, rejected — and the rejected rows as a spreadsheet with the reasons. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { rejectedRows, type RejectedRow, type UploadMeta } from '../lib/upload-store';

interface Props {
  meta: UploadMeta;
  onDownload: (rows: RejectedRow[]) => Promise<void>;
  onRetry: () => void;
  onAnother: () => void;
}

function Figure({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

export function UploadResult({ meta, onDownload, onRetry, onAnother }: Props) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState<RejectedRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void rejectedRows(meta.uploadId).then((rows) => live && setRejected(rows));
    return () => {
      live = false;
    };
  }, [meta.uploadId]);
  const failed = meta.chunkCount - meta.answered.length;
  return (
    <Paper withBorder p="md" data-testid="upload-done">
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>Carga terminada: {meta.fileName}</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t`Creados`} value={meta.created} testId="upload-created" color="green" />
          <Figure label={t`Actualizados`} value={meta.updated} testId="upload-updated" />
          <Figure label={t`Rechazados`} value={rejected?.length ?? 0} testId="upload-rejected" color={rejected?.length ? 'red' : undefined} />
        </SimpleGrid>
        {failed > 0 && (
          <Alert color="red" role="alert">
            <Trans>{failed} bloques no se pudieron cargar.</Trans>{' '}
            <Button size="xs" variant="light" onClick={onRetry}>
              {t`Reintentar bloques con error`}
            </Button>
          </Alert>
        )}
        <Group>
          {rejected !== null && rejected.length > 0 && (
            <Button
              leftSection={<IconDownload size={18} />}
              loading={busy}
              onClick={() => {
                setBusy(true);
                void onDownload(rejected).finally(() => setBusy(false));
              }}
            >
              {t`Descargar filas rechazadas`}
            </Button>
          )}
          <Button variant="default" onClick={onAnother}>
            {t`Cargar otro archivo`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
