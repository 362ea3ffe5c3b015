/** Step 4: the chunks going out — rows done / total, chunks refused, cancel (the upload stays resumable). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { SendState } from '../lib/use-product-upload';
import type { UploadMeta } from '../lib/upload-store';

interface Props {
  meta: UploadMeta;
  send: SendState;
  running: boolean;
  onCancel: () => void;
  onResume: () => void;
  onDiscard: () => void;
  describe: (error: unknown) => string;
}

export function UploadProgress({ meta, send, running, onCancel, onResume, onDiscard, describe }: Props) {
  const { t } = useLingui();
  const percent = meta.totalRows === 0 ? 100 : Math.round((meta.rowsDone / meta.totalRows) * 100);
  const done = meta.rowsDone;
  const total = meta.totalRows;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>{meta.fileName}</Text>
        <Progress value={percent} size="lg" animated={running} aria-label={t`Progreso de la carga`} />
        <Group gap="lg">
          <Text size="sm" data-testid="upload-rows-done" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Trans>
              {done} de {total} filas enviadas
            </Trans>
          </Text>
          {send.chunkErrors > 0 && (
            <Text size="sm" c="red" data-testid="upload-chunk-errors">
              {t`${send.chunkErrors} bloques con error`}
            </Text>
          )}
          {send.retrying && (
            <Text size="sm" c="orange" role="status">
              {t`Sin respuesta del servidor; reintentando…`}
            </Text>
          )}
        </Group>
        {send.lastError && (
          <Alert color="red" title={describe(send.lastError)} role="alert">
            {send.lastError.mensaje}
          </Alert>
        )}
        {send.fatal !== null && (
          <Alert color="red" role="alert">
            {describe(send.fatal)}
          </Alert>
        )}
        <Group>
          {running ? (
            <Button variant="default" onClick={onCancel}>
              {t`Cancelar`}
            </Button>
          ) : (
            <>
              <Button onClick={onResume}>{t`Reanudar carga`}</Button>
              <Button variant="subtle" color="red" onClick={onDiscard}>
                {t`Descartar carga`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
