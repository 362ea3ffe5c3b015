/** Step 1: the template to download, the file to pick (.xlsx/.xls), and why a file was refused. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { SPREADSHEET_EXTENSIONS } from '../../../../contract/catalogue-constants';
import type { SheetSummary } from '../worker/protocol';
import { READ_ERRORS } from '../lib/labels';

export function FileStep({ error, reading, onFile, onTemplate }: { error: SheetSummary | null; reading: string | null; onFile: (file: File) => void; onTemplate: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Sube una hoja de cálculo (.xlsx o .xls, hasta 20 MB y 100.000 filas) con una fila de encabezados. Antes de enviar nada verás cada fila y sus
            problemas.
          </Trans>
        </Text>
        <Group gap="sm">
          <FileButton onChange={(file) => file && onFile(file)} accept={[...SPREADSHEET_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'].join(',')}>
            {(props) => (
              <Button {...props} leftSection={<IconFileSpreadsheet size={18} />} disabled={reading !== null} data-testid="upload-pick">
                {t`Elegir archivo`}
              </Button>
            )}
          </FileButton>
          <Button variant="light" leftSection={<IconDownload size={18} />} onClick={onTemplate}>
            {t`Descargar plantilla`}
          </Button>
        </Group>
        {reading !== null && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t`Leyendo ${reading}…`}</Text>
          </Group>
        )}
        {error && !error.ok && (
          <Alert color="red" title={t`No se pudo usar el archivo`} role="alert" data-testid="upload-file-error">
            {i18n._(READ_ERRORS[error.error])}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
