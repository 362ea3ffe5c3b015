/**
 * The mass image upload on /cargar-productos: a .zip of images named by SKU or barcode (`<sku>.jpg` is the main
 * image, `<sku>-2.jpg` the second …), sent with a progress bar, then the server's report (attached, without a
 * product, rejected with why), shown in a table and downloadable as CSV.
 */
// Dropzone's styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileZip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FILE_ROUTES, ZIP_LIMITS, type ZipImagesReport } from '../../../../contract/file-routes';
import { ChooseCompany } from '../../../components/choose-company';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { uploadFile } from '../../../lib/upload-file';
import { formatMegabytes, useUploadErrorMessage } from '../lib/upload-messages';
import { ZipReport } from './zip-report';
import { DropzoneContent } from './dropzone-content';

const ZIP = FILE_ROUTES.productImagesZip;

type Phase = { kind: 'idle' } | { kind: 'sending'; name: string; progress: number } | { kind: 'done'; name: string; report: ZipImagesReport } | { kind: 'failed'; name: string; error: unknown };

export function MassImageUpload() {
  const { t, i18n } = useLingui();
  const { scope, needsCompany } = useCompanyScope();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const max = formatMegabytes(ZIP.maxBytes, i18n.locale);
  const entries = ZIP_LIMITS.maxEntries;
  const entryMax = formatMegabytes(ZIP_LIMITS.maxEntryBytes, i18n.locale);

  const send = async (file: File) => {
    const controller = new AbortController();
    abortRef.current = controller;
    const name = file.name;
    setPhase({ kind: 'sending', name, progress: 0 });
    try {
      const report = await uploadFile('productImagesZip', file, { ...scope }, { signal: controller.signal, onProgress: (loaded, total) => setPhase({ kind: 'sending', name, progress: total > 0 ? loaded / total : 0 }) });
      setPhase({ kind: 'done', name, report });
      // Products got images: lists and product pages show them on their next read.
      if (report.attached.length > 0) void queryClient.invalidateQueries({ queryKey: ['products'] });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') setPhase({ kind: 'idle' });
      else setPhase({ kind: 'failed', name, error });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mass-image-upload-title" data-testid="mass-image-upload">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="mass-image-upload-title">
            <Trans>Imágenes por .zip</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Un .zip con imágenes nombradas por SKU o código de barras: «SKU.jpg» es la imagen principal, «SKU-2.jpg» la segunda. Las imágenes se agregan a los productos de la empresa.</Trans>
          </Text>
        </div>
        {needsCompany ? (
          <ChooseCompany />
        ) : (
          <>
            {phase.kind !== 'sending' && (
              <Dropzone
                onDrop={(files) => {
                  const file = files[0];
                  if (file) void send(file);
                }}
                onReject={(rejections) => {
                  const rejection = rejections[0];
                  if (!rejection) return;
                  const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
                  setPhase({ kind: 'failed', name: rejection.file.name, error: new Error(tooLarge ? 'too-large' : 'type') });
                }}
                accept={{ 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] }}
                maxSize={ZIP.maxBytes}
                multiple={false}
                inputProps={{ 'aria-label': t`Elegir un .zip de imágenes` }}
              >
                <DropzoneContent
                  idleIcon={<IconFileZip size={32} aria-hidden />}
                  title={<Trans>Arrastra el .zip aquí o haz clic para elegirlo</Trans>}
                  hint={<Trans>Hasta {max}; como máximo {entries} imágenes de {entryMax} cada una.</Trans>}
                />
              </Dropzone>
            )}
            {phase.kind === 'sending' && <Sending name={phase.name} progress={phase.progress} onCancel={() => abortRef.current?.abort()} />}
            {phase.kind === 'failed' && <Failed name={phase.name} error={phase.error} max={max} />}
            {phase.kind === 'done' && <ZipReport name={phase.name} report={phase.report} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Failed({ name, error, max }: { name: string; error: unknown; max: string }) {
  const { t } = useLingui();
  const describe = useUploadErrorMessage();
  const local = error instanceof Error ? error.message : '';
  return (
    <Alert color="red" title={t`No se procesó «${name}»`} role="alert">
      {local === 'too-large' ? t`El archivo supera el máximo de ${max}.` : local === 'type' ? t`Elige un archivo .zip.` : describe(error)}
    </Alert>
  );
}

function Sending({ name, progress, onCancel }: { name: string; progress: number; onCancel: () => void }) {
  const { t } = useLingui();
  const percent = Math.round(progress * 100);
  return (
    <Stack gap={6} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm">{percent < 100 ? t`Enviando «${name}»…` : t`Procesando las imágenes de «${name}»…`}</Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent} %
        </Text>
      </Group>
      <Progress value={percent} animated={percent >= 100} aria-label={t`Progreso de la subida del .zip`} />
      <Group>
        <Button size="xs" variant="default" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
