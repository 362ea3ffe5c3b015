/**
 * What the picking screen does: line changes, scans, undo, conflicts and finishing. Every change is one outbox
 * entry built on the freshest local view; actions run one after another (a scanner can fire faster than a
 * render), and a change is only shown once the device stored it.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef } from 'react';
import type { OfflineArgs } from '../../../../contract/calls';
import type { PickingLine } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { usePickingOutbox } from '../api/use-picking-outbox';
import { rebaseLineChange, rebaseOrderChange } from './conflict';
import { useFormat } from '../../../lib/format';
import type { LineActions, LineIntent } from './line-actions';
import { isOpen, nextUnitTarget, setLineArgs, targetOf } from './line-change';
import { matchScan } from './scan-match';
import { gs1Prefixes } from './picking-settings';
import { popUndo, pushUndo, restoreUndo, undoKey } from './undo-stack';
import type { ScanFeedback } from './scan-feedback';
import type { FreshView } from './use-fresh-view';

export interface PickingActionsInput {
  orderId: number;
  userId: number;
  fresh: FreshView;
  selectedLineId: number | null;
  setSelectedLineId: (lineId: number | null) => void;
  /** `measuredMilli`: the weight a scanned GS1 variable-measure label carries, to fill in for the picker to confirm. */
  openWeigh: (lineId: number, scannedCode: string | null, measuredMilli?: number | null) => void;
  openSubstitute: (lineId: number) => void;
  showFeedback: (feedback: Omit<ScanFeedback, 'id'>) => void;
  onFinished: (orderNumber: string) => void;
}

export interface PickingActions {
  line: LineActions;
  changeLine: (lineId: number, intent: LineIntent) => void;
  scan: (code: string) => void;
  undo: () => void;
  take: () => void;
  finish: (bagCount: number) => void;
  retryOrder: (entry: OutboxEntry) => void;
}

function vibrate(pattern: number | number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function usePickingActions(input: PickingActionsInput): PickingActions {
  const { t } = useLingui();
  const f = useFormat();
  const outbox = usePickingOutbox();
  const latest = useRef(input);
  latest.current = input;
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const run = useCallback((task: () => Promise<unknown>) => {
    chain.current = chain.current.then(task).catch((error: unknown) => console.error('[picking]', error));
  }, []);

  /** Enqueues `intent` on the line as it is now; true when stored. */
  const apply = useCallback(
    async (lineId: number, intent: LineIntent, undoable: boolean): Promise<PickingLine | null> => {
      const { fresh, orderId, userId } = latest.current;
      const current = fresh.read();
      const line = current?.view.lines.find((l) => l.id === lineId);
      if (!current || !line) return null;
      const target = typeof intent === 'function' ? intent(line) : intent;
      if (!target) return null;
      const saved = await outbox.enqueue('picking.setLine', setLineArgs(current.view, line, target), orderId, current.view.number);
      if (!saved) return null;
      fresh.remember(saved.entry);
      if (undoable) pushUndo(undoKey(userId, orderId), { lineId, name: line.name, before: targetOf(line) });
      return line;
    },
    [outbox],
  );

  const changeLine = useCallback((lineId: number, intent: LineIntent) => run(() => apply(lineId, intent, true)), [run, apply]);

  const describeUnits = useCallback(
    (line: PickingLine, picked: number) => t`${line.name}: ${f.quantity(picked, false)} de ${f.quantity(line.orderedQuantity, false)}`,
    [t, f],
  );

  const scan = useCallback(
    (code: string) =>
      run(async () => {
        const { fresh, selectedLineId, showFeedback, openWeigh, setSelectedLineId } = latest.current;
        const current = fresh.read();
        if (!current) return;
        const match = matchScan(code, current.view.lines, selectedLineId, current.snapshot.candidates, gs1Prefixes(current.snapshot.settings));
        const wrong = (text: string) => {
          vibrate([90, 50, 90]);
          showFeedback({ tone: 'error', text });
        };
        switch (match.kind) {
          case 'misread':
            wrong(t`El código ${code} se leyó mal (dígito de control): vuelve a escanearlo.`);
            return;
          case 'wrong':
            wrong(match.product ? t`Escaneaste ${match.product.name}: no está en esta orden.` : t`El código ${code} no corresponde a ningún producto de esta orden.`);
            return;
          case 'other-line':
            wrong(t`Escaneaste ${match.line.name}, pero buscas ${match.expected.name}.`);
            return;
          case 'complete':
            vibrate([90, 50, 90]);
            showFeedback({ tone: 'warn', text: t`${match.line.name} ya está completo.` });
            return;
          case 'line': {
            const line = match.line;
            if (line.type === 'kg') {
              vibrate(30);
              setSelectedLineId(line.id);
              showFeedback({ tone: 'ok', text: typeof match.measuredMilli === 'number' ? t`${line.name}: revisa el peso de la etiqueta y guárdalo.` : t`${line.name}: escribe el peso.` });
              openWeigh(line.id, code, match.measuredMilli);
              return;
            }
            const target = nextUnitTarget(line, code);
            if (!target) return;
            const changed = await apply(line.id, target, true);
            if (!changed) return;
            vibrate(30);
            showFeedback({ tone: 'ok', text: describeUnits(line, target.pickedQuantity ?? 0) });
            const after = fresh.read()?.view.lines.find((l) => l.id === line.id);
            if (after && !isOpen(after) && latest.current.selectedLineId === line.id) setSelectedLineId(null);
            return;
          }
        }
      }),
    [run, apply, t, describeUnits],
  );

  const undo = useCallback(
    () =>
      run(async () => {
        const key = undoKey(latest.current.userId, latest.current.orderId);
        const item = popUndo(key);
        if (!item) return;
        const restored = await apply(item.lineId, item.before, false);
        if (!restored) restoreUndo(key, item);
      }),
    [run, apply],
  );

  const retryLine = useCallback(
    (entry: OutboxEntry) =>
      run(async () => {
        const current = latest.current.fresh.read();
        if (!current || entry.name !== 'picking.setLine') return;
        await outbox.retry(entry.seq, rebaseLineChange(entry as OutboxEntry<'picking.setLine'>, current.view));
      }),
    [run, outbox],
  );

  const retryOrder = useCallback(
    (entry: OutboxEntry) =>
      run(async () => {
        const current = latest.current.fresh.read();
        if (!current) return;
        if (entry.name === 'picking.take') await outbox.retry(entry.seq, rebaseOrderChange(entry as OutboxEntry<'picking.take'>, current.view));
        else if (entry.name === 'picking.finish') await outbox.retry(entry.seq, rebaseOrderChange(entry as OutboxEntry<'picking.finish'>, current.view));
      }),
    [run, outbox],
  );

  const discard = useCallback((entry: OutboxEntry) => run(() => outbox.discard(entry.seq)), [run, outbox]);

  const take = useCallback(
    () =>
      run(async () => {
        const { fresh, orderId } = latest.current;
        const current = fresh.read();
        if (!current || current.view.status !== 'confirmada') return;
        const args: OfflineArgs<'picking.take'> = { orderId, baseVersion: current.view.version, mutationId: crypto.randomUUID() };
        const saved = await outbox.enqueue('picking.take', args, orderId, current.view.number);
        if (saved) fresh.remember(saved.entry);
      }),
    [run, outbox],
  );

  const finish = useCallback(
    (bagCount: number) =>
      run(async () => {
        const { fresh, orderId, onFinished } = latest.current;
        const current = fresh.read();
        if (!current) return;
        const args: OfflineArgs<'picking.finish'> = { orderId, baseVersion: current.view.version, mutationId: crypto.randomUUID(), bagCount };
        const saved = await outbox.enqueue('picking.finish', args, orderId, current.view.number);
        if (!saved) return;
        fresh.remember(saved.entry);
        onFinished(current.view.number);
      }),
    [run, outbox],
  );

  const line = useMemo<LineActions>(
    () => ({
      select: (lineId) => {
        const { selectedLineId, setSelectedLineId } = latest.current;
        setSelectedLineId(selectedLineId === lineId ? null : lineId);
      },
      change: changeLine,
      weigh: (lineId) => latest.current.openWeigh(lineId, null),
      substitute: (lineId) => latest.current.openSubstitute(lineId),
      retry: retryLine,
      discard,
    }),
    [changeLine, retryLine, discard],
  );

  return { line, changeLine, scan, undo, take, finish, retryOrder };
}
