import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { ChunkBoundary } from '../../../components/chunk-boundary';

const loadDialog = () => import('./command-palette-dialog');
const CommandPaletteDialog = lazy(() => loadDialog().then((module) => ({ default: module.CommandPaletteDialog })));

/** Starts downloading the palette (pointer over, or focus on, a search button) so that opening it is instant. */
export function preloadCommandPalette(): void {
  void loadDialog().catch(() => undefined);
}

interface CommandPaletteProps {
  role: string;
  onNavigate?: () => void;
  /** Counts the requests to open; 0 until the first one. */
  requests: number;
  /** Asks to open the palette (the layout counts it). */
  onRequest: () => void;
}

/**
 * Ctrl/⌘+K: jump to any screen the role may open (UI.md). Only the shortcut lives here; the palette (Spotlight and
 * its modal) is downloaded on the first request to open it.
 */
export function CommandPalette({ role, onNavigate, requests, onRequest }: CommandPaletteProps) {
  // As Spotlight's own shortcut did: not while typing in a field.
  useHotkeys([['mod+K', onRequest]]);
  if (requests === 0) return null;
  return (
    // If the chunk cannot load (offline before the worker cached it), the palette stays closed; the shell stays up.
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <CommandPaletteDialog role={role} onNavigate={onNavigate} requests={requests} />
      </Suspense>
    </ChunkBoundary>
  );
}
