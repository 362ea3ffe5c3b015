import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ChunkBoundaryProps {
  /** Shown instead when the lazy part failed (usually its chunk could not be downloaded). */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a failed optional lazy part (palette, dialog) from taking its screen down with it: the route's error page
 * is for the screen itself, not for an extra that could not be downloaded.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[lazy] an optional part of the screen could not load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
