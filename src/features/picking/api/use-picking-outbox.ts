/**
 * Every picking change goes through the outbox (written on the device first, sent when there is a connection).
 * A change shows at once, while it is being stored; one the device could not store is announced loudly and taken
 * back, so nothing stays shown as changed.
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo } from 'react';
import type { OfflineArgs } from '../../../../contract/calls';
import type { OfflineMutationName } from '../../../../contract/offline-mutations';
import { discardChange, enqueueChange, retryChange } from '../../../lib/outbox/outbox';
import { OutboxClosedError, OutboxFullError, type EnqueuedChange } from '../../../lib/outbox/types';

/** Spec §8/§9: toasts last 3 seconds. */
export const TOAST_MS = 3000;

export interface PickingOutbox {
  /** The saved change, or null when it could not be saved (the user was told why). */
  /** `orderNumber` lets the outbox screen name the order without reading it. */
  enqueue: <N extends OfflineMutationName>(name: N, args: OfflineArgs<N>, orderId: number, orderNumber?: string) => Promise<EnqueuedChange<N> | null>;
  retry: <N extends OfflineMutationName>(seq: number, args: OfflineArgs<N>) => Promise<boolean>;
  discard: (seq: number) => Promise<boolean>;
}

export function usePickingOutbox(): PickingOutbox {
  const { t } = useLingui();
  const fail = useCallback(
    (error: unknown) => {
      const message =
        error instanceof OutboxFullError
          ? t`El dispositivo no tiene espacio para guardarlo. Libera espacio y vuelve a intentarlo.`
          : error instanceof OutboxClosedError
            ? t`No hay una sesión activa en este dispositivo. Vuelve a iniciar sesión.`
            : t`No se pudo guardar en este dispositivo. Inténtalo de nuevo.`;
      notifications.show({ color: 'red', title: t`No se guardó el cambio`, message, autoClose: TOAST_MS });
    },
    [t],
  );

  const enqueue = useCallback(
    async <N extends OfflineMutationName>(name: N, args: OfflineArgs<N>, orderId: number, orderNumber?: string) => {
      try {
        return await enqueueChange(name, args, orderId, orderNumber ? { orderNumber } : {});
      } catch (error) {
        fail(error);
        return null;
      }
    },
    [fail],
  );

  /** Retry/discard refusals: the change is still being sent, or already gone (another tab resolved it). */
  const failResolve = useCallback(
    (error: unknown) => {
      if (error instanceof Error && error.name === 'OutboxChangeStateError') {
        const missing = (error as Error & { reason?: string }).reason === 'missing';
        notifications.show({
          color: 'orange',
          title: t`No se pudo resolver el cambio`,
          message: missing ? t`Ese cambio ya no está en este dispositivo.` : t`Ese cambio todavía se está enviando; espera su respuesta.`,
          autoClose: TOAST_MS,
        });
        return;
      }
      fail(error);
    },
    [t, fail],
  );

  const retry = useCallback(
    async <N extends OfflineMutationName>(seq: number, args: OfflineArgs<N>) => {
      try {
        await retryChange(seq, args);
        return true;
      } catch (error) {
        failResolve(error);
        return false;
      }
    },
    [failResolve],
  );

  const discard = useCallback(
    async (seq: number) => {
      try {
        await discardChange(seq);
        return true;
      } catch (error) {
        failResolve(error);
        return false;
      }
    },
    [failResolve],
  );

  // Stable: line cards receive callbacks built on it and must not re-render because the page did.
  return useMemo(() => ({ enqueue, retry, discard }), [enqueue, retry, discard]);
}
