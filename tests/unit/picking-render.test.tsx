/** The tap budget (≤ 16 ms) relies on memoized line cards: a change re-renders the tapped line only. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LineControlsModule from '../../src/features/picking/components/line-controls';
import { PickingOrderPage } from '../../src/features/picking/components/picking-order-page';
import { clearUndo } from '../../src/features/picking/lib/undo-stack';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { FakeSocket } from './orders-fixtures';
import { enqueueChange, resetOutbox } from './picking-fake-outbox';
import { LECHE, ME, MANZANA, pickingData, QUESO } from './picking-fixtures';

const renders = vi.hoisted(() => [] as number[]);

vi.mock('../../src/lib/outbox/outbox', () => import('./picking-fake-outbox'));
vi.mock('../../src/features/picking/components/line-controls', async (importOriginal) => {
  const actual = await importOriginal<typeof LineControlsModule>();
  // Counts each card's render through the controls it always renders (editable order).
  return {
    ...actual,
    LineControls: (props: ComponentProps<typeof actual.LineControls>) => {
      renders.push(props.line.id);
      return actual.LineControls(props);
    },
  };
});

startMockServer();
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  resetOutbox();
  clearUndo();
  saveUserData(demoUser('PK', { userID: ME, bodega: 1 }));
});

describe('picking line cards', { timeout: 20_000 }, () => {
  it('a tap re-renders the tapped line only', async () => {
    server.use(middleware({ '/Picking/Get': () => ok(pickingData()) }));
    renderWithRouter({ '/picking/orden/$id': () => <PickingOrderPage orderId={1} /> }, '/picking/orden/1');
    const button = await screen.findByRole('button', { name: 'Sin stock: Manzana roja' });
    renders.length = 0;
    await userEvent.setup().click(button);
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(renders).toContain(MANZANA.id));
    expect(renders).not.toContain(LECHE.id);
    expect(renders).not.toContain(QUESO.id);
  });
});
