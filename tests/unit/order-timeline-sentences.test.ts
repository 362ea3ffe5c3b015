/**
 * The order timeline reads as sentences in the user's language, never as event codes (issue 21 §2): picking lines
 * with product names and quantities, substitutions with the customer's answer, moves, notes, cancel reasons, picker
 * assignments and forced finishes; and the payment panel adds up the lines it shows.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderDetailLine } from '../../contract/schemas/orders';
import { detailTotals } from '../../src/features/orders/lib/detail-totals';
import { eventSentence } from '../../src/features/orders/lib/event-sentence';
import { messages as en } from '../../src/locales/en/messages';
import { messages as es } from '../../src/locales/es/messages';
import { detail } from './orders-fixtures';

type OrderEvent = OrderDetail['events'][number];

const spanish = setupI18n({ locale: 'es', messages: { es } });
const english = setupI18n({ locale: 'en', messages: { en } });

function line(id: number, overrides: Partial<OrderDetailLine> = {}): OrderDetailLine {
  return {
    id, name: `Producto ${id}`, type: 'unit', tokenProvider: null, sku: `SKU-${id}`, unitPrice: 100, quantity: 2000, subtotal: 200,
    subtotalWithoutDiscount: 200, total: 230, totalWithoutDiscount: 230, taxRate: 1500, tax: 30, taxWithoutDiscount: 30, discount: 0,
    discountRate: 0, productId: id, categoryId: 1, position: id, orderedQuantity: 2000, pickState: 'pending', pickedQuantity: null,
    substitute: null, substituteApproval: null, ...overrides,
  };
}

let nextId = 1;
function event(kind: string, overrides: Partial<OrderEvent> = {}): OrderEvent {
  return { id: nextId++, kind, fromStatus: null, toStatus: null, userId: 7, userName: 'Ana', at: '2026-11-25T10:00:00Z', detail: null, ...overrides };
}

const lines = [line(1, { name: 'Leche entera 1 L' }), line(2, { name: 'Queso fresco', type: 'kg', orderedQuantity: 500 })];
const inSpanish = (e: OrderEvent) => eventSentence(e, { i18n: spanish, locale: 'es-EC', lines });
const inEnglish = (e: OrderEvent) => eventSentence(e, { i18n: english, locale: 'en-US', lines });

describe('timeline sentences', () => {
  it('a picked line names the product and the picked and ordered quantities', () => {
    const picked = event('picking_line', { detail: { lineId: 1, lineName: 'Leche entera 1 L', saleUnit: 'unit', from: 'pending', to: 'picked', orderedQuantity: 2000, pickedQuantity: 2000 } });
    expect(inSpanish(picked)).toBe('Ana pickeó Leche entera 1 L: 2 de 2');
    expect(inEnglish(picked)).toBe('Ana picked Leche entera 1 L: 2 of 2');
  });

  it('a weighed line reads in kg, and events written before names were stored take them from the lines', () => {
    const weighed = event('picking_line', { userName: 'Luis', detail: { lineId: 2, from: 'pending', to: 'picked', orderedQuantity: 500, pickedQuantity: 480 } });
    expect(inEnglish(weighed)).toBe('Luis picked Queso fresco: 0.480 kg of 0.500 kg');
    expect(inSpanish(weighed)).toBe('Luis pickeó Queso fresco: 0,480 kg de 0,500 kg');
  });

  it('a substitution names the original, the substitute and the approval state', () => {
    const substituted = event('picking_line', {
      userName: 'Luis',
      detail: { lineId: 2, lineName: 'Queso fresco', to: 'substituted', pickedQuantity: 1000, substituteProductId: 9, substituteName: 'Mozzarella 250 g', substituteApproval: 'pendiente' },
    });
    expect(inEnglish(substituted)).toBe('Luis substituted Queso fresco with Mozzarella 250 g — pending approval');
    expect(inSpanish(substituted)).toBe('Luis sustituyó Queso fresco por Mozzarella 250 g — pendiente de aprobación');
  });

  it('out of stock, moves, notes and creation', () => {
    expect(inEnglish(event('picking_line', { detail: { lineId: 1, to: 'out_of_stock' } }))).toBe('Ana marked Leche entera 1 L out of stock');
    expect(inEnglish(event('status', { fromStatus: 'pickeada', toStatus: 'en_despacho' }))).toBe('Ana moved the order from “Picked” to “Out for delivery”');
    expect(inSpanish(event('status', { fromStatus: 'pickeada', toStatus: 'en_despacho' }))).toBe('Ana movió la orden de «Pickeada» a «En despacho»');
    expect(inEnglish(event('note', { detail: { noteId: 3 } }))).toBe('Ana added a note');
    expect(inSpanish(event('created', { toStatus: 'pendiente', detail: { channel: 'web' } }))).toBe('Ana creó la orden');
    expect(inEnglish(event('status', { userName: null, userId: null, fromStatus: 'pendiente', toStatus: 'confirmada' }))).toBe('The system moved the order from “Pending” to “Confirmed”');
  });

  it('a cancellation carries its reason and free text', () => {
    const cancelled = event('status', { fromStatus: 'pendiente', toStatus: 'cancelada', detail: { reason: 'customer_request', reasonText: 'Ya no lo necesita' } });
    expect(inSpanish(cancelled)).toBe('Ana canceló la orden (El cliente lo pidió: Ya no lo necesita)');
    expect(inEnglish(cancelled)).toBe('Ana cancelled the order (Customer asked: Ya no lo necesita)');
  });

  it('taking, assigning, releasing and a forced finish', () => {
    expect(inEnglish(event('status', { fromStatus: 'confirmada', toStatus: 'en_picking', detail: { pickerId: 7 } }))).toBe('Ana took the order for picking');
    expect(inEnglish(event('picker', { toStatus: 'en_picking', detail: { pickerId: 7 } }))).toBe('Ana took the order for picking');
    expect(inEnglish(event('picker', { userName: 'Sara', userId: 2, toStatus: 'en_picking', detail: { action: 'assign', pickerId: 7, pickerName: 'Ana' } }))).toBe('Sara assigned the order to Ana');
    const assigned = event('status', { userName: 'Sara', userId: 2, fromStatus: 'confirmada', toStatus: 'en_picking', detail: { action: 'assign', pickerId: 7, pickerName: 'Ana' } });
    expect(inSpanish(assigned)).toBe('Sara asignó la orden a Ana');
    const released = event('status', { fromStatus: 'en_picking', toStatus: 'confirmada', detail: { action: 'release', reasonText: 'Fin de turno' } });
    expect(inSpanish(released)).toBe('Ana liberó la orden (Fin de turno)');
    expect(inEnglish(released)).toBe('Ana released the order (Fin de turno)');
    const forced = event('status', { userName: 'Sara', fromStatus: 'en_picking', toStatus: 'pickeada', detail: { forced: true, unpickedLineIds: [1, 2] } });
    expect(inEnglish(forced)).toBe('Sara forced the end of picking; 2 lines were left unpicked');
    expect(inSpanish(forced)).toBe('Sara forzó el fin del picking; 2 líneas quedaron sin pickear');
  });

  it('an unknown event kind still reads as a sentence, not its code', () => {
    const sentence = inEnglish(event('mystery_kind'));
    expect(sentence).toBe('Ana changed the order');
    expect(sentence).not.toContain('mystery_kind');
  });
});

describe('payment panel', () => {
  it('adds up the lines as charged now, not the order totals stored before picking', () => {
    const order = detail(1, {
      subtotalCents: 9999, taxCents: 9999, totalCents: 99999, shippingCents: 250, freeShipping: false, storeCreditCents: 0,
      lines: [
        line(1, { pickState: 'picked', pickedQuantity: 1000, quantity: 1000, subtotal: 100, subtotalWithoutDiscount: 100, tax: 15, taxWithoutDiscount: 15, total: 115, totalWithoutDiscount: 115 }),
        line(2, { pickState: 'substituted', pickedQuantity: 1000, substitute: { id: 9, sku: 'MOZ', name: 'Mozzarella 250 g', saleUnit: 'unit', unitPrice: 310, taxRate: 0 }, substituteApproval: 'aprobada', quantity: 1000, subtotal: 310, subtotalWithoutDiscount: 310, tax: 0, taxWithoutDiscount: 0, total: 310, totalWithoutDiscount: 310 }),
      ],
    });
    const totals = detailTotals(order);
    expect(totals.subtotalCents).toBe(410);
    expect(totals.taxByRate).toEqual([{ taxRateBp: 0, baseCents: 310, taxCents: 0 }, { taxRateBp: 1500, baseCents: 100, taxCents: 15 }]);
    expect(totals.totalCents).toBe(115 + 310 + 250);
  });
});
