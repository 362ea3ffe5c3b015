import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isChunkLoadError, reloadPage, ROUTE_LOAD_TIMEOUT_MS, useElapsed } from '../route-load';
import { LoadFailed } from './load-failed';
import { PageSkeleton } from './page-skeleton';

interface RoutePendingProps {
  /** The skeleton to show while loading. */
  skeleton?: React.ReactNode;
  timeoutMs?: number;
  /** What "Reintentar" does; a fresh page load by default. */
  onRetry?: () => void;
}

/** Router pending component: a skeleton, then after 120 s (spec §9) a message with "Reintentar". */
export function RoutePending({ skeleton = <PageSkeleton />, timeoutMs = ROUTE_LOAD_TIMEOUT_MS, onRetry = reloadPage }: RoutePendingProps) {
  const timedOut = useElapsed(timeoutMs);
  if (timedOut) return <LoadFailed timedOut onRetry={onRetry} />;
  return <>{skeleton}</>;
}

/** Router error component: a chunk that failed to load reloads the page; anything else reloads the route. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('[route] a screen failed to load', error);
  }, [error]);
  const retry = () => {
    if (chunk) {
      reloadPage();
      return;
    }
    reset();
    void router.invalidate();
  };
  return <LoadFailed timedOut={false} onRetry={retry} />;
}
