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
 * When Preact renders. Its default flushes the re-render queue in a microtask. TanStack Router's matches throw their
 * load promise into Suspense while pending; once that promise has settled, Suspense re-renders at once, the match
 * throws the same settled promise again, and the loop never leaves the microtask queue: the page hung on its
 * dashboard after login (SA/AD/GE/SG, intermittent). So, as React's scheduler does, re-renders run in a
 * message-channel task, which lets the network and timers run between flushes without setTimeout's clamping.
 *
 * Except for what a user's input caused: React renders a discrete event's updates (a tap, a key) before the task
 * ends, so the next frame shows them. A task-later flush lets the browser paint a frame without the change first (the
 * picking tap took a frame longer). Updates scheduled while the task of a discrete event runs are flushed in a
 * microtask of that task; a few flushes at most, after which they go back to the task queue, so a Suspense loop
 * started by a click still yields.
 */
const DISCRETE_EVENTS = ['click', 'keydown', 'keyup', 'pointerdown', 'pointerup', 'input', 'change', 'submit', 'touchend'] as const;
const DISCRETE_FLUSHES_PER_TASK = 4;
const pendingFlushes: (() => void)[] = [];
const flushChannel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
/** Microtask flushes left to the current discrete event's task; 0 outside one. */
let discreteFlushesLeft = 0;
let discreteTaskEnding = false;
let microtaskQueued = false;

function flushPending(): void {
  for (const flush of pendingFlushes.splice(0)) flush();
}

if (flushChannel) {
  flushChannel.port1.addEventListener('message', () => {
    if (discreteTaskEnding) {
      // This message only marks the end of a discrete event's task (posted from its listener below).
      discreteTaskEnding = false;
      discreteFlushesLeft = 0;
    }
    flushPending();
  });
  flushChannel.port1.start();
  // Node (the unit tests) would otherwise keep a worker alive for the open port; browsers have no unref.
  (flushChannel.port1 as MessagePort & { unref?: () => void }).unref?.();
  if (typeof window !== 'undefined') {
    const markDiscrete = () => {
      if (discreteFlushesLeft === 0 && !discreteTaskEnding) {
        discreteTaskEnding = true;
        flushChannel.port2.postMessage(null);
      }
      discreteFlushesLeft = DISCRETE_FLUSHES_PER_TASK;
    };
    for (const type of DISCRETE_EVENTS) window.addEventListener(type, markDiscrete, { capture: true, passive: true });
  }
  options.debounceRendering = (flush) => {
    const first = pendingFlushes.push(flush) === 1;
    if (discreteFlushesLeft > 0) {
      if (microtaskQueued) return;
      microtaskQueued = true;
      discreteFlushesLeft -= 1;
      queueMicrotask(() => {
        microtaskQueued = false;
        flushPending();
      });
    } else if (first && !discreteTaskEnding) {
      flushChannel.port2.postMessage(null);
    }
  };
}

// `import React from 'react'` (the libraries' default import) needs a default export with every named one.
export default { ...compat, Activity };
