/**
 * A warning before logout while changes are still on this device. They stay saved for this user (the outbox is per
 * user) and are sent when the same user signs in again; another user on this device never sends them.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { getOutboxStatus, useOutboxSelector } from '../../../lib/outbox/outbox';

// The dialog (Mantine Modal) is its own chunk. It is fetched ahead of need — by the full layout after its first
// render, and anywhere as soon as a change waits on this device — so that it opens offline even before the service
// worker controls the page; a picker's first visit does not download it otherwise.
const loadModal = () => import('./logout-guard-modal');
const LogoutGuardModal = lazy(() => loadModal().then((module) => ({ default: module.LogoutGuardModal })));

/** Starts downloading the warning's dialog (once; a failure is retried by the next call). */
export function preloadLogoutWarning(): void {
  void loadModal().catch(() => undefined);
}

const unsentOf = (status: ReturnType<typeof getOutboxStatus>): number => (status.ready ? status.waiting + status.conflicts + status.rejected + status.failed + status.held : 0);
const hasUnsentChanges = (status: ReturnType<typeof getOutboxStatus>): boolean => unsentOf(status) > 0;

/** The dialog's code could not be downloaded: the browser's own confirmation asks the same question. */
function NativeConfirm({ unsent, onStay, onLogout }: { unsent: number | null; onStay: () => void; onLogout: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    if (unsent === null) return;
    // oxlint-disable-next-line no-alert -- the fallback when the dialog's chunk is unavailable offline
    const leave = window.confirm(
      `${t`Cambios en este dispositivo que el servidor aún no tiene: ${unsent}. Si cierras sesión, quedan guardados aquí y se enviarán cuando vuelvas a entrar con tu usuario.`} ${t`¿Cerrar sesión igualmente?`}`,
    );
    if (leave) onLogout();
    else onStay();
  }, [unsent, onStay, onLogout, t]);
  return null;
}

export function useLogoutGuard(logout: () => void): { requestLogout: () => void; modal: ReactNode } {
  const [unsent, setUnsent] = useState<number | null>(null);
  // Mounted from the first opening on, so that closing it plays Mantine's transition as before.
  const [wanted, setWanted] = useState(false);
  // A flag, not the status: the whole signed-in layout renders this hook, and must not re-render at every change.
  const hasUnsent = useOutboxSelector(hasUnsentChanges);

  useEffect(() => {
    if (hasUnsent) preloadLogoutWarning();
  }, [hasUnsent]);

  const requestLogout = useCallback(() => {
    const count = unsentOf(getOutboxStatus());
    if (count === 0) logout();
    else {
      setWanted(true);
      setUnsent(count);
    }
  }, [logout]);

  const stay = useCallback(() => setUnsent(null), []);
  const logoutAnyway = useCallback(() => {
    setUnsent(null);
    logout();
  }, [logout]);

  const modal = wanted ? (
    <ChunkBoundary fallback={<NativeConfirm unsent={unsent} onStay={stay} onLogout={logoutAnyway} />}>
      <Suspense fallback={null}>
        <LogoutGuardModal unsent={unsent} onStay={stay} onLogout={logoutAnyway} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  return { requestLogout, modal };
}
