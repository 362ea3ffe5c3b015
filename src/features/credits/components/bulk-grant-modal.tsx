/**
 * Bulk grant: a pasted list or a spreadsheet (read in a worker) → a preview with every row's problems → the valid
 * rows sent in chunks with progress → what was granted and what was refused, row by row.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { SPREADSHEET_EXTENSIONS } from '../../../../contract/catalogue-constants';
import { readSheetFile } from '../../../lib/sheets/sheet-files';
import { useErrorMessage } from '../../../lib/error-message';
import type { CompanyScope } from '../api/credit-queries';
import { rowsFromSheet, rowsFromText, type BulkPreviewRow } from '../lib/bulk-rows';
import { localToday } from '../lib/local-today';
import { READ_ERRORS } from '../lib/problem-labels';
import { useBulkSend } from '../lib/use-bulk-send';
import { BulkPreviewTable } from './bulk-preview-table';

export function BulkGrantModal({ scope, currency, onClose }: { scope: CompanyScope; currency: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const describe = useErrorMessage();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState('');
  const [rows, setRows] = useState<BulkPreviewRow[] | null>(null);
  const { state, run } = useBulkSend(scope);
  const valid = rows?.filter((row) => row.problems.length === 0) ?? [];
  const started = state.running || state.sent > 0 || state.error !== null;

  const previewText = () => {
    setReadError('');
    const parsed = rowsFromText(text, localToday());
    if (parsed.length === 0) setReadError(t`La lista está vacía.`);
    else setRows(parsed);
  };

  const previewFile = async (chosen: File | null) => {
    setFile(chosen);
    setReadError('');
    if (!chosen) return;
    setReading(true);
    try {
      const result = await readSheetFile(chosen);
      if (!result.ok) setReadError(i18n._(READ_ERRORS[result.error]));
      else setRows(rowsFromSheet(result.headers, result.rows, result.rowNumbers, localToday()));
    } catch (error) {
      setReadError(describe(error));
    } finally {
      setReading(false);
    }
  };

  const granted = [...state.results.values()].filter((r) => r.status !== 'refused').length;
  const refusedByServer = [...state.results.values()].filter((r) => r.status === 'refused').length;
  const percent = state.total === 0 ? 0 : Math.round((state.sent / state.total) * 100);

  return (
    <Modal opened onClose={onClose} title={t`Carga masiva de créditos`} size="xl" closeOnClickOutside={!state.running} closeOnEscape={!state.running}>
      <Stack gap="sm">
        {rows === null ? (
          <Tabs defaultValue="paste">
            <Tabs.List>
              <Tabs.Tab value="paste">{t`Pegar lista`}</Tabs.Tab>
              <Tabs.Tab value="file">{t`Hoja de cálculo`}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="paste" pt="sm">
              <Stack gap="sm">
                <Textarea
                  label={t`Lista de créditos`}
                  description={t`Una fila por línea: correo o documento del cliente; monto; motivo; vencimiento (opcional, AAAA-MM-DD). Separa con tabulador o punto y coma.`}
                  placeholder={'ana@example.com;10,00;Compensación;2026-12-31'}
                  autosize
                  minRows={6}
                  maxRows={14}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button onClick={previewText} disabled={text.trim() === ''}>
                    <Trans>Revisar filas</Trans>
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="file" pt="sm">
              <FileInput
                label={t`Archivo .xlsx o .xls`}
                description={t`Columnas: cliente (correo o documento), monto, motivo, vencimiento. La primera fila son los encabezados.`}
                accept={SPREADSHEET_EXTENSIONS.join(',')}
                value={file}
                onChange={(chosen) => void previewFile(chosen)}
                leftSection={<IconFileSpreadsheet size={16} />}
                disabled={reading}
                clearable
              />
              {reading ? (
                <Text size="sm" c="dimmed" mt="xs" role="status">
                  <Trans>Leyendo el archivo…</Trans>
                </Text>
              ) : null}
            </Tabs.Panel>
          </Tabs>
        ) : (
          <>
            <Group gap="lg">
              <Text size="sm" data-testid="bulk-valid">
                <Plural value={valid.length} one="# fila lista" other="# filas listas" />
              </Text>
              <Text size="sm" c={rows.length - valid.length > 0 ? 'red' : 'dimmed'} data-testid="bulk-invalid">
                <Plural value={rows.length - valid.length} one="# fila con problemas (no se enviará)" other="# filas con problemas (no se enviarán)" />
              </Text>
            </Group>
            <BulkPreviewTable rows={rows} results={state.results} currency={currency} />
            {started ? (
              <Stack gap={4}>
                <Progress value={percent} size="lg" animated={state.running} aria-label={t`Progreso del envío`} />
                <Text size="sm" role="status" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  <Trans>
                    {state.sent} de {state.total} filas enviadas
                  </Trans>
                </Text>
              </Stack>
            ) : null}
            {state.error ? (
              <Alert color="red" role="alert" title={t`El envío se detuvo`}>
                {describe(state.error)}
              </Alert>
            ) : null}
            {state.finished ? (
              <Alert color={refusedByServer > 0 ? 'yellow' : 'green'} role="status">
                <Trans>
                  Créditos otorgados: {granted}. Rechazados por el servidor: {refusedByServer}.
                </Trans>
              </Alert>
            ) : null}
          </>
        )}
        {readError ? (
          <Alert color="red" role="alert">
            {readError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {rows !== null && !started ? (
            <Button variant="default" onClick={() => setRows(null)}>
              <Trans>Volver</Trans>
            </Button>
          ) : null}
          {rows !== null && !state.finished ? (
            <Button onClick={() => void run(valid)} loading={state.running} disabled={valid.length === 0}>
              {state.error ? t`Reintentar` : plural(valid.length, { one: 'Otorgar # crédito', other: 'Otorgar # créditos' })}
            </Button>
          ) : null}
          <Button variant={state.finished ? 'filled' : 'default'} onClick={onClose} disabled={state.running}>
            {state.finished ? t`Cerrar` : t`Cancelar`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
