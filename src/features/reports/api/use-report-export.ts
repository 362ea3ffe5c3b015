/**
 * "Exportar": asks /Reports/Export for a one-time link, downloads it with a progress bar, then saves it under the
 * server's file name. One export at a time; cancel stops the download and saves nothing.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportExportFormat, ReportKind } from '../../../../contract/report-definitions';
import { useErrorMessage } from '../../../lib/error-message';
import { downloadBlob } from '../../../lib/sheets/sheet-files';
import { exportSheets, type ReportTableDef } from '../lib/report-columns';
import { downloadWithProgress, type DownloadProgress } from './download-file';
import { requestReportExport } from './export-report';
import type { ReportFilter } from './report-queries';

export type ExportState = { phase: 'idle' } | { phase: 'preparing'; format: ReportExportFormat } | { phase: 'downloading'; format: ReportExportFormat; progress: DownloadProgress };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useReportExport(report: ReportKind, filter: ReportFilter) {
  const { t, i18n } = useLingui();
  const describe = useErrorMessage();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a download under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ReportExportFormat, tables: readonly ReportTableDef[]) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'preparing', format });
      try {
        const url = await requestReportExport(report, format, filter, exportSheets(tables, i18n));
        if (abort.signal.aborted) return;
        const file = await downloadWithProgress(url, {
          signal: abort.signal,
          onProgress: (progress) => setState({ phase: 'downloading', format, progress }),
        });
        downloadBlob(file.blob, file.fileName ?? `reporte-${report}-${filter.from}-${filter.to}.${format}`);
      } catch (error) {
        if (isAbort(error) || abort.signal.aborted) notifications.show({ color: 'gray', message: t`Descarga cancelada.`, autoClose: 3000 });
        else notifications.show({ color: 'red', title: t`No se pudo exportar el reporte`, message: describe(error), autoClose: 5000 });
      } finally {
        if (controller.current === abort) controller.current = null;
        setState({ phase: 'idle' });
      }
    },
    [report, filter, i18n, t, describe],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, start, cancel };
}
