/**
 * A warning before logout while changes are still on this device. They stay saved for this user (the outbox is per
 * user) and are sent when the same user signs in again; another user on this device never sends them.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { getOutboxStatus } from '../../../lib/outbox/outbox';

// The dialog (Mantine Modal) downloads the first time it has to open; every chunk is precached, so offline too.
const LogoutGuardModal = lazy(() => import('./logout-guard-modal').then((module) => ({ default: module.LogoutGuardModal })));

export function useLogoutGuard(logout: () => void): { requestLogout: () => void; modal: ReactNode } {
  const [unsent, setUnsent] = useState<number | null>(null);
  // Mounted from the first opening on, so that closing it plays Mantine's transition as before.
  const [wanted, setWanted] = useState(false);

  const requestLogout = useCallback(() => {
    const status = getOutboxStatus();
    const count = status.ready ? status.waiting + status.conflicts + status.rejected : 0;
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
    // If its chunk cannot load (offline before the worker cached it), no dialog: the shell stays up.
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <LogoutGuardModal unsent={unsent} onStay={stay} onLogout={logoutAnyway} />
      </Suspense>
    </ChunkBoundary>
  ) : null;
  return { requestLogout, modal };
}
