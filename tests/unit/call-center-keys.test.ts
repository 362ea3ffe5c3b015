/**
 * The call center's keyboard flow (issue 18 §4): arrows move through the matches, Enter picks (the first match when
 * none is highlighted), Escape clears; a quantity typed adds to the line up to the stock; a retry of the same order
 * keeps its mutationId; the order request matches the pricing and says what is still missing.
 */
import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../contract/schemas/customers';
import type { CartProduct, PricingData } from '../../contract/schemas/pricing';
import { EMPTY_CART, type CartState } from '../../src/lib/cart/cart-rules';
import { pricingInput } from '../../src/lib/cart/pricing-query';
import { creditToUse, paymentOf } from '../../src/components/payment-chooser';
import { quantityAfterAdding } from '../../src/features/call-center/lib/add-quantity';
import { attemptIds } from '../../src/lib/selling/attempt-id';
import { listKeyAction, searchKind } from '../../src/lib/selling/list-keys';
import { saleRequest, salePricingParams, type SalePieces } from '../../src/lib/selling/sale-request';

describe('type-ahead keys', () => {
  it('ArrowDown goes to the first match, then the next, and wraps to the first after the last', () => {
    expect(listKeyAction('ArrowDown', -1, 3)).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction('ArrowDown', 0, 3)).toEqual({ kind: 'move', index: 1 });
    expect(listKeyAction('ArrowDown', 2, 3)).toEqual({ kind: 'move', index: 0 });
  });

  it('ArrowUp goes back and wraps to the last; Home and End jump', () => {
    expect(listKeyAction('ArrowUp', 1, 3)).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction('ArrowUp', 0, 3)).toEqual({ kind: 'move', index: 2 });
    expect(listKeyAction('ArrowUp', -1, 3)).toEqual({ kind: 'move', index: 2 });
    expect(listKeyAction('Home', 2, 3)).toEqual({ kind: 'move', index: 0 });
    expect(listKeyAction('End', 0, 3)).toEqual({ kind: 'move', index: 2 });
  });

  it('Enter picks the highlighted match, or the first when none is (a barcode and Enter adds it)', () => {
    expect(listKeyAction('Enter', 1, 3)).toEqual({ kind: 'pick', index: 1 });
    expect(listKeyAction('Enter', -1, 3)).toEqual({ kind: 'pick', index: 0 });
    expect(listKeyAction('Enter', -1, 0)).toEqual({ kind: 'none' });
  });

  it('Escape clears the search; other keys are left to the input', () => {
    expect(listKeyAction('Escape', 1, 3)).toEqual({ kind: 'clear' });
    expect(listKeyAction('a', 1, 3)).toEqual({ kind: 'none' });
    expect(listKeyAction('ArrowDown', -1, 0)).toEqual({ kind: 'none' });
  });

  it('what was typed in the customer search fills the new customer field it looks like', () => {
    expect(searchKind('099 123 4567')).toBe('phone');
    expect(searchKind('+593991234567')).toBe('phone');
    expect(searchKind('ana@example.com')).toBe('email');
    expect(searchKind('Ana Pérez')).toBe('name');
  });
});

describe('adding with the quantity field', () => {
  it('adds the quantity typed to the line, never above the stock, weighed products to 3 decimals', () => {
    expect(quantityAfterAdding(0, 3, 10)).toBe(3);
    expect(quantityAfterAdding(2, 3, 10)).toBe(5);
    expect(quantityAfterAdding(8, 5, 10)).toBe(10);
    expect(quantityAfterAdding(0.25, 0.5, 2)).toBe(0.75);
  });
});

describe('one mutationId per attempt', () => {
  it('a double click or a retry of the same order reuses its id; a changed order or one after a success gets a new one', () => {
    let n = 0;
    const ids = attemptIds(() => `id-${++n}`);
    const order = { total: 1000, lines: [{ id: 1, qty: 2 }] };
    expect(ids.idFor(order)).toBe('id-1');
    expect(ids.idFor({ ...order })).toBe('id-1');
    expect(ids.idFor({ ...order, total: 1100 })).toBe('id-2');
    ids.reset();
    expect(ids.idFor({ ...order, total: 1100 })).toBe('id-3');
  });
});

describe('store credit', () => {
  it('uses at most the balance and the total; store credit alone pays when it covers the total', () => {
    const choice = { method: 'card' as const, useCredit: true, creditCents: 5000 };
    expect(creditToUse(choice, 3000, 4000)).toBe(3000);
    expect(creditToUse(choice, 9000, 4000)).toBe(4000);
    expect(creditToUse({ ...choice, useCredit: false }, 9000, 4000)).toBe(0);
    expect(paymentOf(choice, 4000, 4000)).toBe('store_credit');
    expect(paymentOf(choice, 3000, 4000)).toBe('card');
  });
});

function line(id: number, qty: number): CartProduct {
  return { id, qty, stock: 10, precioiva: 115, nombre: `Producto ${id}`, token: `S${id}`, sku: `S${id}`, tipo: 'unit', precio: 100, imageUrl: null };
}
const address: CustomerAddress = { id: 7, label: 'Casa', address: 'Av. Amazonas N24-12', city: 'Quito', lat: -0.2, lng: -78.5, isDefault: true };
function pricing(overrides: Partial<PricingData> = {}): PricingData {
  return {
    totales: { saleOutputs: [], paymentTotal: 2300 },
    productos: [],
    costoEnvio: 250,
    totalOrden: 2550,
    problemas: [],
    promociones: [],
    promoRechazos: [],
    ivaFeriado: null,
    fechaEntrega: '2026-11-21',
    minimoPedido: 1500,
    ...overrides,
  };
}
function pieces(overrides: Partial<SalePieces> = {}): SalePieces {
  const cart: CartState = { ...EMPTY_CART, productos: [line(1, 2), line(2, 1)] };
  return {
    scope: {},
    channel: 'call_center',
    customerId: 5,
    storeId: 3,
    cart,
    address,
    fulfilment: 'delivery',
    zoneNeeded: true,
    zoneId: 9,
    day: '2026-11-21',
    slotId: 11,
    promoCode: 'BIENVENIDA10',
    bin: '',
    payment: 'cash',
    creditCents: 0,
    pricing: pricing(),
    ...overrides,
  };
}

describe('the order request', () => {
  it('carries the same cart, day, zone and code the pricing used, and the total shown as totalEsperado', () => {
    const { request, missing } = saleRequest(pieces());
    expect(missing).toEqual([]);
    const priced = pricingInput(salePricingParams(pieces()));
    expect(request).toMatchObject({
      idCliente: priced.idCliente,
      tiendaId: priced.tiendaId,
      productos: priced.productos,
      esEnvioGratis: priced.esEnvioGratis,
      fechaEntrega: priced.fechaEntrega,
      entrega: priced.entrega,
      zonaId: priced.zonaId,
      codigoPromo: priced.codigoPromo,
      canal: 'call_center',
      slotId: 11,
      direccion: { address: 'Av. Amazonas N24-12, Quito', lat: -0.2, lng: -78.5 },
      pago: 'cash',
      totalEsperado: 2550,
    });
    expect(request).not.toHaveProperty('creditoCents');
    expect(request).not.toHaveProperty('bin');
  });

  it('names what is missing and sends nothing until it is there', () => {
    expect(saleRequest(pieces({ cart: EMPTY_CART, pricing: null })).missing).toEqual(['cart']);
    expect(saleRequest(pieces({ address: null, zoneId: null, slotId: null })).missing).toEqual(['address', 'zone', 'slot']);
    expect(saleRequest(pieces({ pricing: null })).missing).toEqual(['pricing']);
    expect(saleRequest(pieces({ pricing: pricing({ problemas: [{ productoID: 1, motivo: 'insufficient_stock', stock: 1 }] }) })).missing).toEqual(['problems']);
    expect(saleRequest(pieces({ pricing: pricing({ totales: { saleOutputs: [], paymentTotal: 1000 } }) })).missing).toEqual(['minimum']);
    expect(saleRequest(pieces({ slotId: null })).request).toBeNull();
  });

  it('pickup needs no address or zone and sends none', () => {
    const { request, missing } = saleRequest(pieces({ fulfilment: 'pickup', address: null, zoneId: null }));
    expect(missing).toEqual([]);
    expect(request).not.toHaveProperty('direccion');
    expect(request).not.toHaveProperty('zonaId');
    expect(request?.entrega).toBe('pickup');
  });
});
