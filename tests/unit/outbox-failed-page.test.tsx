/**
 * The outbox screen with a change the server failed on again and again (ADR 003): shown as failed with the server's
 * message, with "Reintentar" and "Descartar"; the change of the same order held behind it says what it waits on.
 */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_FAULT_TRIES } from '../../contract/sync-constants';
import { OutboxPage } from '../../src/features/sync/components/outbox-page';
import { closeOutbox, enqueueChange, getOutboxStatus } from '../../src/lib/outbox/outbox';
import { drain } from '../../src/lib/outbox/sync';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { renderWithProviders } from './msw/providers';
import { startMockServer } from './msw/server';
import { openOutboxAgainstFakeServer, type FakeSyncServer } from './msw/sync-server';

startMockServer();

const USER = 7;
let sync: FakeSyncServer;

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  sync = await openOutboxAgainstFakeServer(USER);
  sync.breakChanges((mutation) => mutation.args['text'] === 'rota');
  await enqueueChange('order.addNote', { orderId: 41, text: 'rota', mutationId: crypto.randomUUID() }, 41, { orderNumber: 'A-41' });
  await enqueueChange('order.addNote', { orderId: 41, text: 'después', mutationId: crypto.randomUUID() }, 41, { orderNumber: 'A-41' });
  for (let i = 0; i < SYNC_FAULT_TRIES; i += 1) await drain();
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

describe('outbox screen', () => {
  it('shows the failed change with the server message and the one held behind it; "Reintentar" sends both', async () => {
    expect(getOutboxStatus()).toMatchObject({ failed: 1, held: 1 });
    renderWithProviders(<OutboxPage />);
    const failed = within(screen.getByRole('region', { name: 'No se pudieron enviar' }));
    const card = within(failed.getByTestId('outbox-failed'));
    expect(card.getByText(/Nota en la orden A-41: «rota»/)).toBeInTheDocument();
    expect(card.getByText(new RegExp(`falló ${SYNC_FAULT_TRIES} veces seguidas`))).toBeInTheDocument();
    expect(card.getByTestId('outbox-failed-server-message')).toHaveTextContent('No se pudo aplicar este cambio.');
    const held = within(screen.getByRole('region', { name: 'En espera de un cambio que falló' }));
    expect(held.getByTestId('outbox-held')).toHaveTextContent(/«después».*Espera al cambio que falló: Nota en la orden A-41: «rota»/);

    sync.breakChanges(null);
    await userEvent.click(card.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(getOutboxStatus()).toMatchObject({ failed: 0, waiting: 1, held: 1 }));
    await drain();
    expect(sync.applied.map(({ mutation }) => mutation.args['text'])).toEqual(['rota', 'después']);
    await waitFor(() => expect(screen.getByText('Todo está sincronizado')).toBeInTheDocument());
  });

  it('"Descartar" asks once, drops the failed change and lets the held one go', async () => {
    renderWithProviders(<OutboxPage />);
    await userEvent.click(within(screen.getByTestId('outbox-failed')).getByRole('button', { name: 'Descartar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(getOutboxStatus()).toMatchObject({ failed: 0 }));
    await drain();
    expect(sync.applied.map(({ mutation }) => mutation.args['text'])).toEqual(['después']);
    await waitFor(() => expect(screen.queryByTestId('outbox-held')).toBeNull());
  });
});
