import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../contract/money';
import type { PickingGetData } from '../../contract/schemas/picking';
import { pickingKeys } from '../../src/features/picking/api/picking-queries';
import { PickingOrderPage } from '../../src/features/picking/components/picking-order-page';
import { clearUndo } from '../../src/features/picking/lib/undo-stack';
import { OutboxFullError } from '../../src/lib/outbox/types';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok } from './msw/middleware';
import { createTestQueryClient, renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { FakeSocket } from './orders-fixtures';
import { discardChange, enqueueChange, failNextEnqueue, outboxEntries, resetOutbox, retryChange, settle } from './picking-fake-outbox';
import { entry, LECHE, ME, MANZANA, pickingData, QUESO, summaryOf } from './picking-fixtures';

vi.mock('../../src/lib/outbox/outbox', () => import('./picking-fake-outbox'));

startMockServer();
const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  vibrate.mockClear();
  resetOutbox();
  clearUndo();
  saveUserData(demoUser('PK', { userID: ME, bodega: 1 }));
});

const money = (cents: number) => formatMoney(cents, 'es-EC', 'USD');

function renderOrder(data: PickingGetData = pickingData(), queryClient = createTestQueryClient()) {
  server.use(middleware({ '/Picking/Get': () => ok(data) }));
  return renderWithRouter(
    {
      '/picking/orden/$id': () => (
        <MantineProvider env="test">
          <Notifications />
          <PickingOrderPage orderId={1} />
        </MantineProvider>
      ),
      '/picking': () => <p>Lista de picking</p>,
    },
    '/picking/orden/1',
    queryClient,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const lastArgs = () => enqueueChange.mock.calls.at(-1)?.[1] as Record<string, unknown>;

async function scan(code: string) {
  const user = userEvent.setup();
  const input = await screen.findByRole('textbox', { name: 'Código escaneado' });
  await user.type(input, `${code}{Enter}`);
  return user;
}

describe('picking order screen', { timeout: 20_000 }, () => {
  it('shows the lines by category in aisle order, with the header and progress', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Orden 10001' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Frutas', 'Lácteos']);
    expect(screen.getByTestId('picking-progress')).toHaveTextContent('0/3');
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('a right scan picks one unit of the line, flashes green and vibrates once', async () => {
    renderOrder();
    await screen.findByRole('article', { name: 'Leche entera 1 L' });
    await scan('7861234500011');
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    expect(enqueueChange.mock.calls[0]?.[0]).toBe('picking.setLine');
    expect(lastArgs()).toMatchObject({ orderId: 1, lineId: LECHE.id, pickState: 'picked', pickedQuantity: 1000, lineVersion: 0, baseVersion: 5, scannedCode: '7861234500011' });
    expect(enqueueChange.mock.calls[0]?.[2]).toBe(1);
    expect(await screen.findByTestId('scan-ok')).toHaveTextContent('Leche entera 1 L: 1 de 3');
    const leche = card('Leche entera 1 L');
    expect(within(leche).getByText('Pickeado: 1 de 3')).toBeInTheDocument();
    expect(within(leche).getByText('Sin enviar')).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledWith(30);
    // A second scan builds on the first: 2 units, on lineVersion 1.
    await scan('7861234500011');
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(2));
    expect(lastArgs()).toMatchObject({ pickedQuantity: 2000, lineVersion: 1, baseVersion: 6 });
  });

  it('a wrong scan says so loudly, vibrates and changes nothing', async () => {
    renderOrder();
    await screen.findByRole('article', { name: 'Leche entera 1 L' });
    await scan('7861234500101');
    const alert = await screen.findByTestId('scan-error');
    expect(alert).toHaveTextContent('Escaneaste Yogur natural: no está en esta orden.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(vibrate).toHaveBeenCalledWith([90, 50, 90]);
    await scan('999');
    expect(await screen.findByText('El código 999 no corresponde a ningún producto de esta orden.')).toBeInTheDocument();
    expect(enqueueChange).not.toHaveBeenCalled();
  });

  it('scanning a weighed product opens the weight input, reprices live and enqueues the milli quantity', async () => {
    renderOrder();
    await screen.findByRole('article', { name: 'Queso fresco' });
    const user = await scan('2000000000022');
    const dialog = await screen.findByRole('dialog', { name: 'Pesar Queso fresco' });
    const field = within(dialog).getByRole('textbox', { name: 'Peso (kg)' });
    await user.type(field, '0,9');
    expect(within(dialog).getByText(/como máximo 0,750 kg/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '0,5x');
    expect(within(dialog).getByText(/Escribe el peso en kg con hasta 3 decimales/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '0,537');
    // 0.537 kg × 8.00 = 4.30, minus 10 %: 3.87.
    expect(within(dialog).getByTestId('weight-total')).toHaveTextContent(money(387));
    expect(enqueueChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar peso' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    expect(lastArgs()).toMatchObject({ lineId: QUESO.id, pickState: 'picked', pickedQuantity: 537, scannedCode: '2000000000022' });
    expect(await within(card('Queso fresco')).findByText(money(387))).toBeInTheDocument();
  });

  it('"Sin stock" enqueues out_of_stock without a quantity', async () => {
    renderOrder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sin stock: Manzana roja' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    expect(lastArgs()).toMatchObject({ lineId: MANZANA.id, pickState: 'out_of_stock' });
    expect(lastArgs()).not.toHaveProperty('pickedQuantity');
    expect(await within(card('Manzana roja')).findByText('Sin stock', { selector: '[data-testid="line-state"]' })).toBeInTheDocument();
  });

  it('substitutes with a product of the same category, its quantity and the approval', async () => {
    renderOrder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sustituir Leche entera 1 L' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sustituir Leche entera 1 L' });
    const options = within(dialog).getAllByRole('radio').map((r) => r.textContent);
    // Same category, not the ordered product itself.
    expect(options.some((o) => o?.includes('Leche deslactosada'))).toBe(true);
    expect(options.some((o) => o?.includes('Pera'))).toBe(false);
    expect(options.some((o) => o?.startsWith('Leche entera'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Buscar sustituto' }), 'deslac');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(dialog).getByRole('radio', { name: /Leche deslactosada/ }));
    expect(within(dialog).getByTestId('substitute-units')).toHaveTextContent('3');
    await user.click(within(dialog).getByRole('button', { name: 'Una unidad menos' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Aprobada' }));
    // 2 × 1.30 + 15 % IVA.
    expect(within(dialog).getByTestId('substitute-total')).toHaveTextContent(money(299));
    await user.click(within(dialog).getByRole('button', { name: 'Sustituir por Leche deslactosada 1 L' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    expect(lastArgs()).toMatchObject({ lineId: LECHE.id, pickState: 'substituted', pickedQuantity: 2000, substituteProductId: 201, substituteApproval: 'aprobada' });
    expect(await within(card('Leche entera 1 L')).findByText(/Sustituido por Leche deslactosada 1 L/)).toBeInTheDocument();
  });

  it('"Deshacer último cambio" enqueues the change that restores the line', async () => {
    renderOrder();
    const user = userEvent.setup();
    const undo = await screen.findByRole('button', { name: 'Deshacer último cambio' });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    // Disabled but focusable: a tap does nothing.
    await user.click(undo);
    expect(enqueueChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad de Leche entera 1 L' }));
    await user.click(screen.getByRole('button', { name: 'Añadir una unidad de Leche entera 1 L' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(2));
    expect(lastArgs()).toMatchObject({ pickedQuantity: 2000, lineVersion: 1 });
    await waitFor(() => expect(undo).not.toHaveAttribute('aria-disabled'));
    await user.click(undo);
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(3));
    expect(lastArgs()).toMatchObject({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 1000, lineVersion: 2 });
    await user.click(undo);
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(4));
    expect(lastArgs()).toMatchObject({ lineId: LECHE.id, pickState: 'pending', lineVersion: 3 });
    expect(lastArgs()).not.toHaveProperty('pickedQuantity');
    await waitFor(() => expect(undo).toHaveAttribute('aria-disabled', 'true'));
  });

  it('the "+" that a tap disables keeps the focus, and a tap on it then changes nothing', async () => {
    renderOrder();
    const user = userEvent.setup();
    const plus = await screen.findByRole('button', { name: 'Añadir una unidad de Leche entera 1 L' });
    for (let unit = 1; unit <= 3; unit += 1) {
      await user.click(plus);
      await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(unit));
    }
    await waitFor(() => expect(plus).toHaveAttribute('aria-disabled', 'true'));
    expect(plus).toHaveFocus();
    await user.click(plus);
    expect(enqueueChange).toHaveBeenCalledTimes(3);
    expect(within(card('Leche entera 1 L')).getByLabelText('Unidades pickeadas')).toHaveTextContent('3 / 3');
  });

  it('a change the device cannot store is announced and nothing is shown as changed', async () => {
    renderOrder();
    const user = userEvent.setup();
    failNextEnqueue(new OutboxFullError('quota'));
    await user.click(await screen.findByRole('button', { name: 'Sin stock: Manzana roja' }));
    expect(await screen.findByText('No se guardó el cambio')).toBeInTheDocument();
    expect(card('Manzana roja')).toHaveAttribute('data-pick-state', 'pending');
    expect(outboxEntries()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deshacer último cambio' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('finishing is disabled while lines are pending', async () => {
    renderOrder();
    const finish = await screen.findByRole('button', { name: 'Terminar picking' });
    expect(finish).toBeDisabled();
    expect(screen.getByText('Faltan 3 líneas por revisar.')).toBeInTheDocument();
  });

  it('the finish confirmation shows the recomputed totals against the original, then enqueues and goes back', async () => {
    const lines = [
      { ...LECHE, pickState: 'picked' as const, pickedQuantity: 2000, lineVersion: 1 },
      { ...QUESO, pickState: 'picked' as const, pickedQuantity: 537, lineVersion: 1 },
      { ...MANZANA, pickState: 'out_of_stock' as const, lineVersion: 1 },
    ];
    renderOrder(pickingData({ lines, shippingCents: 250, freeShipping: false, storeCreditCents: 0, totalCents: 1500 }));
    const user = userEvent.setup();
    const finish = await screen.findByRole('button', { name: 'Terminar picking' });
    expect(finish).toBeEnabled();
    await user.click(finish);
    const dialog = await screen.findByRole('dialog');
    // 2 × 1.20 + 15 % = 2.76; queso 3.87; manzana 0; shipping 2.50.
    expect(within(dialog).getByTestId('finish-new-total')).toHaveTextContent(money(276 + 387 + 250));
    expect(within(dialog).getByTestId('finish-original-total')).toHaveTextContent(money(1500));
    // The bag count is required (issue 21 §4): finishing without it shows why and enqueues nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Terminar picking' }));
    expect(within(dialog).getByText('Indica entre 1 y 99 bolsas.')).toBeInTheDocument();
    expect(enqueueChange).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Bolsas/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Terminar picking' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledWith('picking.finish', expect.objectContaining({ orderId: 1, baseVersion: 5, bagCount: 2 }), 1, { orderNumber: '10001' }));
    expect(await screen.findByText('Lista de picking')).toBeInTheDocument();
  });

  it('a line conflict shows both states; "Aplicar de nuevo" retries on the current lineVersion', async () => {
    const mine = entry(
      'picking.setLine',
      { orderId: 1, lineId: LECHE.id, baseVersion: 5, lineVersion: 0, mutationId: '00000000-0000-4000-8000-000000000001', pickState: 'picked', pickedQuantity: 2000 },
      {
        state: 'conflict',
        result: {
          id: 1,
          mutationId: '00000000-0000-4000-8000-000000000001',
          status: 'conflict',
          codigo: 'STALE_VERSION',
          mensaje: 'La línea cambió.',
          detalle: { currentLine: { ...LECHE, pickState: 'out_of_stock', lineVersion: 4 }, current: summaryOf(pickingData().order, { version: 9 }) },
        },
      },
    );
    resetOutbox([mine]);
    renderOrder();
    const problem = await within(await screen.findByRole('article', { name: 'Leche entera 1 L' })).findByTestId('line-problem');
    expect(within(problem).getByTestId('problem-mine')).toHaveTextContent('Pickeado: 2 de 3');
    expect(within(problem).getByTestId('problem-server')).toHaveTextContent('Sin stock');
    expect(screen.getByRole('button', { name: 'Terminar picking' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(problem).getByRole('button', { name: 'Aplicar de nuevo' }));
    await waitFor(() => expect(retryChange).toHaveBeenCalledTimes(1));
    const [seq, args] = retryChange.mock.calls[0]!;
    expect(seq).toBe(mine.seq);
    expect(args).toMatchObject({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 2000, lineVersion: 4, baseVersion: 9 });
    expect((args as { mutationId: string }).mutationId).not.toBe(mine.args.mutationId);
  });

  it('an applied change is written into the snapshot before it leaves the outbox (no flicker)', async () => {
    const queryClient = createTestQueryClient();
    renderOrder(pickingData(), queryClient);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sin stock: Manzana roja' }));
    await waitFor(() => expect(outboxEntries()).toHaveLength(1));
    expect(await within(card('Manzana roja')).findByText('Sin enviar')).toBeInTheDocument();
    const sent = outboxEntries()[0]!;
    const answer = { ...MANZANA, pickState: 'out_of_stock' as const, total: 0, subtotal: 0, subtotalWithoutDiscount: 0, lineVersion: 1 };
    act(() => settle(sent.seq, { status: 'applied', data: { line: answer, version: 6 } }));
    await waitFor(() => expect(within(card('Manzana roja')).queryByText('Sin enviar')).not.toBeInTheDocument());
    expect(card('Manzana roja')).toHaveAttribute('data-pick-state', 'out_of_stock');
    const cached = queryClient.getQueryData<PickingGetData>(pickingKeys.order(1))!;
    expect(cached.order.version).toBe(6);
    expect(cached.order.lines.find((l) => l.id === MANZANA.id)).toMatchObject({ pickState: 'out_of_stock', lineVersion: 1 });
    // The next change is made on the server's versions.
    await user.click(screen.getByRole('button', { name: 'Deshacer línea: Manzana roja' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(2));
    expect(lastArgs()).toMatchObject({ pickState: 'pending', lineVersion: 1, baseVersion: 6 });
  });

  it('an order cancelled while offline: a banner, no retry, and everything can be discarded at once', async () => {
    const cancelled = summaryOf(pickingData().order, { status: 'cancelada', version: 8 });
    const result = (n: number) => ({ id: n, mutationId: `00000000-0000-4000-8000-00000000000${n}`, status: 'conflict' as const, codigo: 'INVALID_MOVE' as const, mensaje: 'La orden está cancelada.', detalle: { current: cancelled } });
    const a = entry('picking.setLine', { orderId: 1, lineId: LECHE.id, baseVersion: 5, lineVersion: 0, mutationId: '00000000-0000-4000-8000-000000000001', pickState: 'out_of_stock' }, { state: 'conflict', result: result(1) });
    const b = entry('picking.finish', { orderId: 1, baseVersion: 6, mutationId: '00000000-0000-4000-8000-000000000002' }, { state: 'conflict', result: result(2) });
    resetOutbox([a, b]);
    renderOrder(pickingData({ status: 'cancelada', version: 8 }));
    const banner = await screen.findByTestId('order-gone');
    expect(within(banner).getByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aplicar de nuevo' })).not.toBeInTheDocument();
    expect(screen.getByText('Esta orden fue cancelada.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Descartar todos los cambios de esta orden (2)' }));
    await user.click(within(banner).getByRole('button', { name: 'Sí, descartar' }));
    await waitFor(() => expect(discardChange).toHaveBeenCalledTimes(2));
    expect(discardChange.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([a.seq, b.seq]));
  });

  it('offline with a saved copy: renders it with a small hint, no error page', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(pickingKeys.order(1), pickingData(), { updatedAt: 0 });
    server.use(http.post('*/api/middleware', () => HttpResponse.error()));
    renderWithRouter({ '/picking/orden/$id': () => <PickingOrderPage orderId={1} /> }, '/picking/orden/1', queryClient);
    expect(await screen.findByRole('heading', { name: 'Orden 10001' })).toBeInTheDocument();
    expect(await screen.findByTestId('offline-hint')).toHaveTextContent('Sin conexión, mostrando lo guardado');
    expect(screen.queryByRole('alert', { name: /No se pudo/ })).not.toBeInTheDocument();
  });
});
