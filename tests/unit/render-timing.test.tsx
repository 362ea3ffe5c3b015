/**
 * When the runtime renders (src/lib/preact-react.ts): what a tap changed is on screen before the tap's task ends,
 * as React does for discrete events, so the next frame shows it; other updates wait for a task of their own.
 * The events are dispatched by hand: testing-library's fireEvent wraps them in act(), which flushes by itself.
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

// vite.plugins.ts decides the runtime from this variable (Preact unless it says react).
const PREACT_RUNTIME = process.env['CANASTA_RUNTIME'] !== 'react';

function Counter({ onReady }: { onReady?: (bump: () => void) => void }) {
  const [count, setCount] = useState(0);
  onReady?.(() => setCount((n) => n + 1));
  return <button onClick={() => setCount((n) => n + 1)}>{String(count)}</button>;
}

/** Runs the microtasks queued so far (and those they queue), and no task. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe.runIf(PREACT_RUNTIME)('render timing on Preact', () => {
  it('shows what a tap changed before the tap’s task ends', async () => {
    render(<Counter />);
    const button = screen.getByRole('button');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await microtasks();
    expect(button).toHaveTextContent('1');
  });

  it('renders an update that no input caused in a task of its own', async () => {
    const handle = { bump: (): void => undefined };
    render(<Counter onReady={(fn) => (handle.bump = fn)} />);
    const button = screen.getByRole('button');
    // Wait until the click's task (and its end-of-task marker) is over, so nothing counts as input any more.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(button).toHaveTextContent('1');
    handle.bump();
    await microtasks();
    expect(button).toHaveTextContent('1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(button).toHaveTextContent('2');
  });
});
