import type { TextDirection } from '../../lib/settings';

/**
 * Sets `<html dir>`. Its own module so that startup (main.tsx, before the first paint) does not import the
 * direction toggle and its tooltip.
 */
export function applyDirection(dir: TextDirection): void {
  document.documentElement.setAttribute('dir', dir);
}
