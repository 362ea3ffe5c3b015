/** The newest local view a tap builds on, between a change being shown and React rendering it. */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { pickingKeys } from '../../src/features/picking/api/picking-queries';
import { createPendingReplay } from '../../src/features/picking/lib/apply-pending';
import { useFreshView } from '../../src/features/picking/lib/use-fresh-view';
import type { OutboxEntry } from '../../src/lib/outbox/types';
import { createTestQueryClient } from './msw/providers';
import { entry, LECHE, ME, pickingData } from './picking-fixtures';

const me = { userId: ME };

function render(entries: readonly OutboxEntry[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(pickingKeys.order(1), pickingData());
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const replay = createPendingReplay();
  return renderHook(({ shown }) => useFreshView(1, shown, me, replay), { wrapper, initialProps: { shown: entries } });
}

const pickTwo = (mutationId: string) => ({ orderId: 1, baseVersion: 5, lineId: LECHE.id, lineVersion: 0, pickState: 'picked' as const, pickedQuantity: 2000, mutationId });

describe('useFreshView', () => {
  it('builds on a change enqueued since the last render', () => {
    const { result } = render([]);
    result.current.remember(entry('picking.setLine', pickTwo('00000000-0000-4000-8000-000000000001')));
    expect(result.current.read()?.view.lines.find((l) => l.id === LECHE.id)).toMatchObject({ pickedQuantity: 2000, lineVersion: 1 });
  });

  it('applies a change once when it was shown under one number and stored under another (the copy is on a spent lineVersion)', () => {
    const mutationId = '00000000-0000-4000-8000-000000000002';
    // Shown while written as 7; another tab had taken 7, so it was stored as 8 (the render has not caught up yet).
    const { result } = render([entry('picking.setLine', pickTwo(mutationId), { seq: 7 })]);
    result.current.remember(entry('picking.setLine', pickTwo(mutationId), { seq: 8 }));
    const line = result.current.read()?.view.lines.find((l) => l.id === LECHE.id);
    expect(line).toMatchObject({ pickedQuantity: 2000, lineVersion: 1 });
  });
});
