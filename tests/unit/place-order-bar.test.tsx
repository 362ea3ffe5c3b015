/**
 * Placing an order from the call center and checkout (issue 18 §4): a double click sends one request, a retry of the
 * same order reuses its mutationId, PRICE_CHANGED asks to confirm the new total, and SLOT_FULL is shown translated
 * while the sale stays as entered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PricingData } from '../../contract/schemas/pricing';
import { PlaceOrderBar } from '../../src/components/place-order-bar';
import type { PlaceOrderInput } from '../../src/lib/selling/place-order';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type RecordedCall, type Reply } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { summary } from './orders-fixtures';
import { server, startMockServer } from './msw/server';

startMockServer();

const REQUEST: PlaceOrderInput = {
  idCliente: 5,
  tiendaId: 3,
  productos: [{ id: 1, qty: 2 }],
  esEnvioGratis: false,
  fechaEntrega: '2026-11-27',
  entrega: 'delivery',
  canal: 'call_center',
  slotId: 11,
  pago: 'cash',
  totalEsperado: 2550,
};

const PRICING: PricingData = {
  totales: { saleOutputs: [], paymentTotal: 2300 },
  productos: [],
  costoEnvio: 250,
  totalOrden: 2550,
  problemas: [],
  promociones: [],
  promoRechazos: [],
  ivaFeriado: null,
  fechaEntrega: '2026-11-27',
  minimoPedido: 0,
};

function placed(): Reply {
  return ok({ orden: summary(77, { number: 'AND-000077', totalCents: 2550 }), pricing: PRICING, creditoUsado: 0, porCobrar: 2550 });
}

function serve(replies: Array<() => Reply>, calls: RecordedCall[], slow = false) {
  let n = 0;
  server.use(
    middleware(
      {
        '/Order/Place': async () => {
          if (slow) await new Promise((resolve) => setTimeout(resolve, 150));
          const reply = replies[Math.min(n, replies.length - 1)]!;
          n += 1;
          return reply();
        },
      },
      calls,
    ),
  );
}

function renderBar(onPlaced: (number: string) => void, request: PlaceOrderInput | null = REQUEST) {
  return renderWithProviders(
    <PlaceOrderBar request={request} missing={[]} total={2550} updating={false} currency="USD" label="Crear orden" onPlaced={(data) => onPlaced(data.orden.number)} />,
  );
}

describe('PlaceOrderBar', () => {
  it('a double click sends one order', async () => {
    saveUserData(demoUser('CC'));
    const calls: RecordedCall[] = [];
    serve([placed], calls, true);
    const numbers: string[] = [];
    renderBar((number) => numbers.push(number));
    const button = screen.getByRole('button', { name: 'Crear orden' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(numbers).toEqual(['AND-000077']));
    expect(calls.filter((call) => call.path === '/Order/Place')).toHaveLength(1);
  });

  it('a retry after a refusal keeps the mutationId of the same order and keeps the message until it succeeds', async () => {
    saveUserData(demoUser('CC'));
    const calls: RecordedCall[] = [];
    serve([() => refuse('SLOT_FULL', 'Sin cupo.'), placed], calls);
    const numbers: string[] = [];
    renderBar((number) => numbers.push(number));
    await userEvent.click(screen.getByRole('button', { name: 'Crear orden' }));
    expect(await screen.findByTestId('place-problem')).toHaveTextContent('Ese horario de entrega ya no tiene cupo; elige otro. No se creó la orden.');
    expect(numbers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Crear orden' }));
    await waitFor(() => expect(numbers).toEqual(['AND-000077']));
    const ids = calls.filter((call) => call.path === '/Order/Place').map((call) => call.body['mutationId']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(calls[0]!.body).toMatchObject({ ...REQUEST });
  });

  it('PRICE_CHANGED asks to confirm the new total before placing again', async () => {
    saveUserData(demoUser('CC'));
    const calls: RecordedCall[] = [];
    serve([() => refuse('PRICE_CHANGED', 'El total cambió.'), placed], calls);
    const numbers: string[] = [];
    renderBar((number) => numbers.push(number));
    await userEvent.click(screen.getByRole('button', { name: 'Crear orden' }));
    const dialog = await screen.findByRole('dialog', { name: 'El total cambió' });
    expect(dialog).toHaveTextContent('$25');
    expect(numbers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar con el nuevo total' }));
    await waitFor(() => expect(numbers).toEqual(['AND-000077']));
  });

  it('nothing is sent while the sale is incomplete', async () => {
    saveUserData(demoUser('CC'));
    const calls: RecordedCall[] = [];
    serve([placed], calls);
    renderBar(() => undefined, null);
    expect(screen.getByRole('button', { name: 'Crear orden' })).toBeDisabled();
    expect(calls).toHaveLength(0);
  });
});
