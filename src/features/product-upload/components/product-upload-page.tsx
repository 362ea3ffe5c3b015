/**
 * /cargar-productos (issue 16 §3): the products spreadsheet — template, file, column mapping, a preview of every
 * row's problems, the valid rows sent in chunks with progress, cancel and resume, and the rejected rows to download.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SHEET_FIELDS, SHEET_HEADERS, STOCK_HEADER_PREFIX } from '../../../../contract/product-sheet';
import { ChooseCompany } from '../../../components/choose-company';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useErrorMessage } from '../../../lib/error-message';
import { useUserData } from '../../../lib/user-data';
import { uploadReferenceQuery } from '../api/reference-query';
import { problemText } from '../lib/labels';
import { downloadBlob } from '../../../lib/sheets/sheet-files';
import { useProductUpload } from '../lib/use-product-upload';
import type { RejectedRow } from '../lib/upload-store';
import { ColumnMapping } from './column-mapping';
import { FileStep } from './file-step';
import { PreviewTable } from './preview-table';
import { UploadProgress } from './upload-progress';
import { UploadResult } from './upload-result';

export function ProductUploadPage() {
  const { scope, needsCompany } = useCompanyScope();
  const user = useUserData();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>Cargar productos</Trans>
      </Title>
      {needsCompany || !user ? <ChooseCompany /> : <UploadFlow userId={user.userID} scope={scope} />}
    </Stack>
  );
}

function UploadFlow({ userId, scope }: { userId: number; scope: { empresaId?: number } }) {
  const { t, i18n } = useLingui();
  const describe = useErrorMessage();
  const reference = useQuery(uploadReferenceQuery(scope));
  const flow = useProductUpload(userId, scope, reference.data);
  const { step } = flow;

  const downloadTemplate = async () => {
    const warehouses = reference.data?.warehouses ?? [];
    const headers = [...SHEET_FIELDS.map((field) => SHEET_HEADERS[field]), ...warehouses.map((w) => `${STOCK_HEADER_PREFIX}${w.name}`)];
    const category = reference.data?.categories[0]?.path.join(' > ') ?? '';
    const example: Record<string, string> = { sku: 'EJEMPLO-001', name: 'Arroz blanco 1 kg', description: '', brand: reference.data?.brands[0]?.name ?? '', category, unit: 'unidad', priceWithTax: '1.15', price: '', taxRate: '15', barcodes: '', active: 'sí' };
    const rows = [headers, [...SHEET_FIELDS.map((field) => example[field] ?? ''), ...warehouses.map(() => '0')]];
    downloadBlob(await flow.worker().xlsx('Productos', rows), 'plantilla-productos.xlsx');
  };

  const downloadRejected = async (rows: RejectedRow[]) => {
    const table = [[t`Fila`, t`SKU`, t`Nombre`, t`Motivo`], ...rows.map((r) => [String(r.row), r.sku, r.name, r.codes.map((code) => problemText(i18n, code)).join(' ')])];
    const name = step.kind === 'done' ? step.meta.fileName.replace(/\.(xlsx|xls)$/i, '') : 'carga';
    downloadBlob(await flow.worker().xlsx(t`Rechazados`, table), `rechazados-${name}.xlsx`);
  };

  if (reference.isPending) return <Skeleton h={160} />;
  if (reference.isError) return <Alert color="red">{describe(reference.error)}</Alert>;

  const resumable = flow.resumable;
  return (
    <Stack gap="md">
      {resumable && step.kind !== 'sending' && step.kind !== 'paused' && (
        <Alert color="blue" title={t`Hay una carga sin terminar`} data-testid="upload-resume">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                «{resumable.fileName}»: {resumable.rowsDone} de {resumable.totalRows} filas enviadas.
              </Trans>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => void flow.resume(resumable)}>
                {t`Reanudar carga`}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => void flow.discard(resumable)}>
                {t`Descartar carga`}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {(step.kind === 'pick' || step.kind === 'reading') && (
        <FileStep error={step.kind === 'pick' ? step.error : null} reading={step.kind === 'reading' ? step.fileName : null} onFile={(file) => void flow.pickFile(file)} onTemplate={() => void downloadTemplate()} />
      )}
      {(step.kind === 'mapping' || step.kind === 'checking' || step.kind === 'preview') && (
        <>
          <Group justify="space-between">
            <Text fw={600}>{step.fileName}</Text>
            <Button variant="subtle" size="xs" onClick={flow.restart}>
              {t`Elegir otro archivo`}
            </Button>
          </Group>
          <ColumnMapping
            headers={step.summary.headers}
            mapping={flow.mapping}
            warehouses={reference.data.warehouses}
            formulaCells={step.summary.formulaCells}
            sheetName={step.summary.sheetName}
            sheetCount={step.summary.sheetCount}
            rowCount={step.summary.rowCount}
            checking={step.kind === 'checking'}
            onChange={flow.setMapping}
            onCheck={() => void flow.check()}
          />
        </>
      )}
      {step.kind === 'preview' && (
        <PreviewTable
          rows={flow.preview.current}
          version={flow.version}
          valid={step.valid}
          invalid={step.invalid}
          currency={reference.data.currency}
          sending={false}
          onSend={() => void flow.start()}
        />
      )}
      {(step.kind === 'sending' || step.kind === 'paused') && (
        <UploadProgress
          meta={step.meta}
          send={flow.send}
          running={step.kind === 'sending'}
          describe={describe}
          onCancel={flow.cancel}
          onResume={() => void flow.resume(step.meta)}
          onDiscard={() => void flow.discard(step.meta)}
        />
      )}
      {step.kind === 'done' && <UploadResult meta={step.meta} onDownload={downloadRejected} onRetry={() => void flow.resume(step.meta)} onAnother={flow.restart} />}
    </Stack>
  );
}
