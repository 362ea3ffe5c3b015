/**
 * What `react` resolves to under the Preact build (vite.plugins.ts): preact/compat plus what compat lacks.
 * Mantine 9 imports React 19.2's `<Activity>` (keepMounted Tabs panels, Transition, Collapse, Tree) and the build
 * refuses a missing export. Preact has no way to hide a subtree while keeping its state and pausing its effects, so
 * a hidden Activity unmounts its children here, as `keepMounted={false}` would. Our screens never reach it: the
 * theme gives Collapse `keepMountedMode: 'display-none'` and the kanban's Tabs use `keepMounted={false}`.
 */
import compat from 'preact/compat';
import { options, type ComponentChildren } from 'preact';

// Importers see @types/react, never this module's types; tsc only refuses `export *` of compat's `export =` typings.
// @ts-expect-error TS2498: the runtime module is ESM with named exports, which is what the bundler re-exports.
export * from 'preact/compat';

interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ComponentChildren;
}

export function Activity({ mode = 'visible', children }: ActivityProps): ComponentChildren {
  return mode === 'hidden' ? null : children;
}

/**
 * Preact flushes its re-render queue in a microtask. TanStack Router's matches throw their load promise into
 * Suspense while pending; once that promise has settled, Suspense re-renders at once, the match throws the same
 * settled promise again, and the loop never leaves the microtask queue: the page hung on its dashboard after login
 * (SA/AD/GE/SG, intermittent). A message-channel task, as React's scheduler uses, lets the network and timers run
 * between flushes without setTimeout's clamping.
 */
const pendingFlushes: (() => void)[] = [];
const flushChannel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (flushChannel) {
  flushChannel.port1.addEventListener('message', () => {
    for (const flush of pendingFlushes.splice(0)) flush();
  });
  flushChannel.port1.start();
  // Node (the unit tests) would otherwise keep a worker alive for the open port; browsers have no unref.
  (flushChannel.port1 as MessagePort & { unref?: () => void }).unref?.();
  options.debounceRendering = (flush) => {
    if (pendingFlushes.push(flush) === 1) flushChannel.port2.postMessage(null);
  };
}

// `import React from 'react'` (the libraries' default import) needs a default export with every named one.
export default { ...compat, Activity };
