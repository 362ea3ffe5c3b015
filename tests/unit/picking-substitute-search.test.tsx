/**
 * Issue 16: a product created after the order was opened is not among the candidates `/Picking/Get` preloaded (the
 * first 40 of each category). Online, the substitute sheet asks `/Picking/FindProducts` and offers what it finds;
 * offline it says that only the preloaded products can be searched.
 */
import { MantineProvider } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRememberedProducts } from '../../src/features/picking/api/remembered-candidates';
import { PickingOrderPage } from '../../src/features/picking/components/picking-order-page';
import { clearUndo } from '../../src/features/picking/lib/undo-stack';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { FakeSocket } from './orders-fixtures';
import { enqueueChange, resetOutbox } from './picking-fake-outbox';
import { LECHE, ME, pickingData, product } from './picking-fixtures';

vi.mock('../../src/lib/outbox/outbox', () => import('./picking-fake-outbox'));

startMockServer();
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  resetOutbox();
  clearUndo();
  forgetRememberedProducts();
  saveUserData(demoUser('PK', { userID: ME, bodega: 1 }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Created in the catalogue after the order was opened: Leche's category (10), not preloaded. */
const NUEVA = product(901, { name: 'Leche de almendras 1 L', categoryId: 10, unitPrice: 250, barcodes: ['7869990000017'] });
/** Another category's product with the same code prefix. */
const OTRA = product(902, { name: 'Galletas de leche', categoryId: 30, unitPrice: 180, barcodes: ['7869990000024'] });

function renderOrder(calls: RecordedCall[], found: { products: unknown[]; codeMatchIds: number[] }) {
  server.use(middleware({ '/Picking/Get': () => ok(pickingData()), '/Picking/FindProducts': () => ok(found) }, calls));
  return renderWithRouter(
    { '/picking/orden/$id': () => (<MantineProvider env="test"><PickingOrderPage orderId={1} /></MantineProvider>), '/picking': () => <p>Lista</p> },
    '/picking/orden/1',
  );
}

async function openSheet() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sustituir Leche entera 1 L' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sustituir Leche entera 1 L' });
  return { user, dialog, search: within(dialog).getByRole('textbox', { name: 'Buscar sustituto' }) };
}

async function enter(user: ReturnType<typeof userEvent.setup>, search: HTMLElement, code: string) {
  await user.click(search);
  await user.paste(code);
  await user.keyboard('{Enter}');
}

const finds = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/Picking/FindProducts');

describe('substitute sheet: the catalogue beyond the preloaded candidates', { timeout: 20_000 }, () => {
  it('a scanned code nothing preloaded has is asked of the server, offered, chosen and saved', async () => {
    const calls: RecordedCall[] = [];
    renderOrder(calls, { products: [NUEVA, OTRA], codeMatchIds: [NUEVA.id] });
    const { user, dialog, search } = await openSheet();
    // A scanner types the code and Enter (pasted: one render, as fast as a scanner).
    await enter(user, search, '7869990000017');
    const offered = await within(dialog).findByRole('radio', { name: /Leche de almendras 1 L/ });
    expect(within(dialog).getByRole('radiogroup', { name: 'Productos de la misma categoría' })).toContainElement(offered);
    await waitFor(() => expect(offered).toHaveAttribute('aria-checked', 'true'));
    expect(finds(calls).at(-1)?.body).toMatchObject({ orderId: 1, q: '7869990000017', categoryId: 10 });

    // Another category's match is shown apart and cannot be chosen (only the line's category substitutes it).
    const others = within(dialog).getByRole('group', { name: 'Otras categorías' });
    const other = within(others).getByRole('radio', { name: /Galletas de leche/ });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(other).toHaveAttribute('aria-checked', 'false');
    expect(offered).toHaveAttribute('aria-checked', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Sustituir por Leche de almendras 1 L' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    expect(enqueueChange.mock.calls[0]?.[1]).toMatchObject({ lineId: LECHE.id, pickState: 'substituted', substituteProductId: NUEVA.id, pickedQuantity: 3000 });
    // The waiting change shows the substitute at once, though it was never preloaded.
    expect(await within(screen.getByRole('article', { name: 'Leche entera 1 L' })).findByText(/Sustituido por Leche de almendras 1 L/)).toBeInTheDocument();
  });

  it('a name search with few preloaded matches adds the server results; a preloaded code asks nothing', async () => {
    const calls: RecordedCall[] = [];
    renderOrder(calls, { products: [NUEVA], codeMatchIds: [] });
    const { user, dialog, search } = await openSheet();
    await user.click(search);
    await user.paste('almendras');
    expect(await within(dialog).findByRole('radio', { name: /Leche de almendras 1 L/ })).toBeInTheDocument();
    expect(finds(calls).at(-1)?.body).toMatchObject({ q: 'almendras' });

    const before = finds(calls).length;
    await user.clear(search);
    // Leche deslactosada's code: preloaded, so the sheet chooses it without the server.
    await enter(user, search, '7861234500099');
    expect(within(dialog).getByRole('radio', { name: /Leche deslactosada/ })).toHaveAttribute('aria-checked', 'true');
    await new Promise((resolve) => window.setTimeout(resolve, 400));
    expect(finds(calls)).toHaveLength(before);
  });

  it('offline: only the preloaded products are searched, and the sheet says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls: RecordedCall[] = [];
    renderOrder(calls, { products: [NUEVA], codeMatchIds: [NUEVA.id] });
    const { user, dialog, search } = await openSheet();
    await enter(user, search, '7869990000017');
    expect(await within(dialog).findByText(/Sin conexión: solo se pueden buscar los productos guardados en este dispositivo/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Leche de almendras/ })).toBeNull();
    expect(finds(calls)).toHaveLength(0);
  });
});
