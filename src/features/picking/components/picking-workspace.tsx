/** The picking screen once the order is on the device: header, scan bar, lines by aisle, finish bar and sheets. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHandGrab } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { PickingGetData, PickingOrder } from '../../../../contract/schemas/picking';
import type { LocalOrder } from '../api/use-local-order';
import { TOAST_MS } from '../api/use-picking-outbox';
import { pendingCount } from '../lib/line-change';
import type { ScanFeedback } from '../lib/scan-feedback';
import { chargesPendingSubstitutions } from '../lib/picking-settings';
import { undoKey } from '../lib/undo-stack';
import { useFreshView } from '../lib/use-fresh-view';
import { usePickingActions } from '../lib/use-picking-actions';
import { FinishBar } from './finish-bar';
import { LineGroups } from './line-groups';
import { OfflineHint } from './offline-hint';
import { OrderContact } from './order-contact';
import { OrderProblems } from './order-problems';
import { PickingHeader, PickingProgress } from './picking-header';
import { ReleaseOrder } from './release-order';
import { ScanBar } from './scan-bar';

// The sheets (Mantine Modal and their forms) download when one first opens: the service worker precaches every
// chunk, so the first tap opens them offline too.
const WeightSheet = lazy(() => import('./weight-sheet').then((module) => ({ default: module.WeightSheet })));
const SubstituteSheet = lazy(() => import('./substitute-sheet').then((module) => ({ default: module.SubstituteSheet })));
const FinishConfirm = lazy(() => import('./finish-confirm').then((module) => ({ default: module.FinishConfirm })));

interface PickingWorkspaceProps {
  local: LocalOrder;
  view: PickingOrder;
  snapshot: PickingGetData;
  offline: boolean;
  /** The user may take a confirmed order from here (opened by a link before taking it). */
  canTake: boolean;
}

export function PickingWorkspace({ local, view, snapshot, offline, canTake }: PickingWorkspaceProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const userId = local.user?.userId ?? -1;
  const [selectedLineId, setSelectedLineId] = useState<number | null>(null);
  const [weighing, setWeighing] = useState<{ lineId: number; code: string | null; measuredMilli?: number | null | undefined } | null>(null);
  const [substituting, setSubstituting] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const fresh = useFreshView(view.id, local.entries, local.user, local.replay);

  const showFeedback = useCallback((next: Omit<ScanFeedback, 'id'>) => setFeedback((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 })), []);
  const onFinished = useCallback(
    (number: string) => {
      notifications.show({
        color: 'green',
        title: t`Picking terminado`,
        message: navigator.onLine ? t`La orden ${number} pasa a Pickeada.` : t`La orden ${number} pasará a Pickeada cuando vuelva la conexión.`,
        autoClose: TOAST_MS,
      });
      void navigate({ to: '/picking' });
    },
    [t, navigate],
  );
  const openWeigh = useCallback((lineId: number, code: string | null, measuredMilli?: number | null) => setWeighing({ lineId, code, measuredMilli }), []);
  const confirmFinish = useCallback(() => setConfirming(true), []);

  const actions = usePickingActions({ orderId: view.id, userId, fresh, selectedLineId, setSelectedLineId, openWeigh, openSubstitute: setSubstituting, showFeedback, onFinished });

  const editable = view.status === 'en_picking' && view.pickerId === userId;
  const done = view.lines.length - pendingCount(view.lines);
  const allProblems = useMemo(() => [...local.problems.order, ...local.problems.byLine.values()], [local.problems]);
  const weighLine = weighing ? view.lines.find((line) => line.id === weighing.lineId) : undefined;
  const substituteLine = substituting === null ? undefined : view.lines.find((line) => line.id === substituting);

  return (
    <Stack gap="md" pb="md">
      {offline && <OfflineHint />}
      <Stack gap={6}>
        <PickingHeader
          number={view.number}
          status={view.status}
          customerName={view.customerName}
          slotDate={view.slotDate}
          slotStart={view.slotStart}
          slotEnd={view.slotEnd}
          pickerName={view.pickerId === userId ? null : view.pickerName}
          startedAt={view.pickingStartedAt}
          finishedAt={view.pickingFinishedAt}
        />
        <PickingProgress done={done} total={view.lines.length} />
      </Stack>
      <OrderContact phone={view.customerPhone} notes={view.notes} />
      {editable && <ReleaseOrder orderId={view.id} number={view.number} version={view.version} blocked={offline || local.entries.length > 0} />}
      <OrderProblems entries={local.problems.order} allProblems={allProblems} userId={userId} onRetry={actions.retryOrder} onDiscard={actions.line.discard} />
      {!editable && (
        <Alert color="blue" variant="light" data-testid="not-editable">
          <Stack gap="xs" align="flex-start">
            {view.status === 'confirmada' ? (
              <Trans>Esta orden todavía no está en picking.</Trans>
            ) : view.status === 'en_picking' ? (
              view.pickerName ? t`Esta orden la está pickeando ${view.pickerName}.` : t`Esta orden la está pickeando otra persona.`
            ) : view.status === 'cancelada' ? (
              <Trans>Esta orden fue cancelada.</Trans>
            ) : (
              <Trans>El picking de esta orden ya terminó.</Trans>
            )}
            {view.status === 'confirmada' && canTake && (
              <Button h={48} leftSection={<IconHandGrab size={18} aria-hidden />} onClick={actions.take}>
                <Trans>Tomar esta orden</Trans>
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {editable && <ScanBar onScan={actions.scan} feedback={feedback} active={!weighing && substituting === null && !confirming} />}
      <LineGroups
        lines={view.lines}
        currency={view.currency}
        selectedLineId={selectedLineId}
        waitingLines={local.waitingLines}
        problems={local.problems.byLine}
        editable={editable}
        candidates={snapshot.candidates}
        actions={actions.line}
      />
      {editable && (
        <FinishBar pending={view.lines.length - done} conflicts={allProblems.length} undoKey={undoKey(userId, view.id)} onUndo={actions.undo} onFinish={confirmFinish} />
      )}
      {weighLine && (
        <Suspense fallback={null}>
          <WeightSheet line={weighLine} currency={view.currency} scannedCode={weighing?.code ?? null} measuredMilli={weighing?.measuredMilli} onSave={actions.changeLine} onClose={() => setWeighing(null)} />
        </Suspense>
      )}
      {substituteLine && (
        <Suspense fallback={null}>
          <SubstituteSheet orderId={view.id} line={substituteLine} candidates={snapshot.candidates} currency={view.currency} onSave={actions.changeLine} onClose={() => setSubstituting(null)} />
        </Suspense>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <FinishConfirm
            order={view}
            chargePending={chargesPendingSubstitutions(snapshot.settings)}
            onClose={() => setConfirming(false)}
            onConfirm={(bagCount) => {
              setConfirming(false);
              actions.finish(bagCount);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
