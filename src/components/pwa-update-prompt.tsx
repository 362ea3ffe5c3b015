/**
 * Non-blocking "new version" prompt. Mount once in the shell; it registers the service worker
 * (production builds only) and shows itself only when an update waits. The card itself (pwa-update-card.tsx)
 * downloads only then: a first visit never needs it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getSwState, registerServiceWorker, subscribeSwState } from '../lib/sw-registration';
import { ChunkBoundary } from './chunk-boundary';

const PwaUpdateCard = lazy(() => import('./pwa-update-card').then((module) => ({ default: module.PwaUpdateCard })));

export function PwaUpdatePrompt() {
  const { needRefresh } = useSyncExternalStore(subscribeSwState, getSwState, getSwState);

  useEffect(() => {
    registerServiceWorker();
  }, []);

  if (!needRefresh) return null;
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <PwaUpdateCard />
      </Suspense>
    </ChunkBoundary>
  );
}
