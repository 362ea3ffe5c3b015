/**
 * The upload's steps on /cargar-productos: pick a file → (worker reads it) → map columns → (worker checks every row)
 * → preview → send the valid rows in chunks → done. The preview's rows live in a ref (50,000 of them must not go
 * through React state one by one); `version` re-renders when they change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { autoMapHeaders, type ColumnTarget, type SheetReference } from '../../../../contract/product-sheet';
import type { ApiError } from '../../../lib/api-client';
import type { SheetSummary } from '../worker/protocol';
import { SheetWorker } from './sheet-client';
import type { PreviewRow } from './sheet-validate';
import { sendUpload } from './sender';
import { deleteUpload, readMeta, unfinishedUpload, type UploadMeta } from './upload-store';

export type Step =
  | { kind: 'pick'; error: SheetSummary | null }
  | { kind: 'reading'; fileName: string }
  | { kind: 'mapping'; fileName: string; summary: Extract<SheetSummary, { ok: true }> }
  | { kind: 'checking'; fileName: string; summary: Extract<SheetSummary, { ok: true }> }
  | { kind: 'preview'; fileName: string; summary: Extract<SheetSummary, { ok: true }>; valid: number; invalid: number }
  | { kind: 'sending'; meta: UploadMeta }
  | { kind: 'paused'; meta: UploadMeta }
  | { kind: 'done'; meta: UploadMeta };

export interface SendState {
  chunkErrors: number;
  /** The last refused chunk's error (its mensaje is shown, spec §8). */
  lastError: ApiError | null;
  retrying: boolean;
  /** What stopped the whole upload (session ended), if anything. */
  fatal: unknown;
}

const NO_SEND_STATE: SendState = { chunkErrors: 0, lastError: null, retrying: false, fatal: null };

export function useProductUpload(userId: number, scope: { empresaId?: number }, reference: SheetReference | undefined) {
  const [step, setStep] = useState<Step>({ kind: 'pick', error: null });
  const [mapping, setMapping] = useState<Array<ColumnTarget | null>>([]);
  const [version, setVersion] = useState(0);
  const [send, setSend] = useState<SendState>(NO_SEND_STATE);
  const [resumable, setResumable] = useState<UploadMeta | null>(null);
  const preview = useRef<PreviewRow[]>([]);
  const workerRef = useRef<SheetWorker | null>(null);
  const abort = useRef<AbortController | null>(null);

  const worker = useCallback(() => (workerRef.current ??= new SheetWorker()), []);
  useEffect(
    () => () => {
      abort.current?.abort();
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  useEffect(() => {
    let live = true;
    unfinishedUpload(userId)
      .then((meta) => live && setResumable(meta))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId]);

  const pickFile = useCallback(
    async (file: File) => {
      preview.current = [];
      setStep({ kind: 'reading', fileName: file.name });
      // A worker that dies on a file (out of memory, a parser bug) is that file's fault: say it could not be read.
      const summary = await worker()
        .read(file)
        .catch((): SheetSummary => {
          workerRef.current?.terminate();
          workerRef.current = null;
          return { ok: false, error: 'corrupt' };
        });
      if (!summary.ok) {
        setStep({ kind: 'pick', error: summary });
        return;
      }
      setMapping(autoMapHeaders(summary.headers, reference?.warehouses ?? []));
      setStep({ kind: 'mapping', fileName: file.name, summary });
    },
    [reference, worker],
  );

  const check = useCallback(async () => {
    if ((step.kind !== 'mapping' && step.kind !== 'preview') || !reference) return;
    const { fileName, summary } = step;
    preview.current = [];
    setStep({ kind: 'checking', fileName, summary });
    const rows: PreviewRow[] = [];
    const counts = await worker().validate(mapping, reference, (batch) => {
      for (const row of batch) rows.push(row);
    });
    preview.current = rows;
    setVersion((v) => v + 1);
    setStep({ kind: 'preview', fileName, summary, ...counts });
  }, [mapping, reference, step, worker]);

  const run = useCallback(
    async (meta: UploadMeta) => {
      const controller = new AbortController();
      abort.current = controller;
      setSend(NO_SEND_STATE);
      setStep({ kind: 'sending', meta });
      try {
        // The company the upload was started for (SA may have changed the header's choice since).
        await sendUpload(meta, meta.empresaId === null ? {} : { empresaId: meta.empresaId }, controller.signal, {
          onProgress: (next) => {
            setSend((s) => ({ ...s, retrying: false }));
            setStep((current) => (current.kind === 'sending' ? { kind: 'sending', meta: next } : current));
          },
          onChunkError: (error) => setSend((s) => ({ ...s, retrying: false, chunkErrors: s.chunkErrors + 1, lastError: error })),
          onRetrying: () => setSend((s) => ({ ...s, retrying: true })),
        });
        const final = (await readMeta(meta.uploadId)) ?? meta;
        setResumable(null);
        setStep({ kind: 'done', meta: final });
      } catch (error) {
        const latest = (await readMeta(meta.uploadId)) ?? meta;
        if (!controller.signal.aborted) setSend((s) => ({ ...s, fatal: error }));
        setStep({ kind: 'paused', meta: latest });
      }
    },
    [],
  );

  const start = useCallback(async () => {
    if (step.kind !== 'preview' || step.valid === 0) return;
    const meta = await worker().prepare({
      uploadId: crypto.randomUUID(),
      userId,
      empresaId: scope.empresaId ?? null,
      fileName: step.fileName,
      answered: [],
      rowsDone: 0,
      created: 0,
      updated: 0,
      failedChunks: [],
      startedAt: new Date().toISOString(),
      finishedAt: null,
    });
    await run(meta);
  }, [run, scope.empresaId, step, userId, worker]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  const resume = useCallback(
    async (meta: UploadMeta) => {
      setResumable(null);
      await run({ ...meta, failedChunks: [] });
    },
    [run],
  );

  const discard = useCallback(async (meta: UploadMeta) => {
    await deleteUpload(meta.uploadId);
    setResumable(null);
    setStep({ kind: 'pick', error: null });
  }, []);

  const restart = useCallback(() => {
    preview.current = [];
    setSend(NO_SEND_STATE);
    setStep({ kind: 'pick', error: null });
  }, []);

  return { step, mapping, setMapping, preview, version, send, resumable, worker, pickFile, check, start, cancel, resume, discard, restart };
}
