/**
 * The order timeline as sentences in the user's language (issue 21): "Ana pickeó Leche entera 1 L: 2 de 2". Each
 * event kind the server writes (order_events.kind and its `detail`) has a sentence; an unknown kind still reads as one,
 * never as its code. Names come from the event's detail (written when it happened), else from the order's lines.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CancelReason, OrderStatus } from '../../../../contract/order-status';
import type { OrderDetail, OrderDetailLine } from '../../../../contract/schemas/orders';
import type { SubstituteApproval } from '../../../../contract/picking-constants';
import { CANCEL_REASON_LABELS } from '../../../components/order-moves/cancel-reason-labels';
import { STATUS_LABELS } from '../../../components/order-status/order-status-meta';
import { formatsFor } from '../../../lib/format';

type OrderEvent = OrderDetail['events'][number];

const APPROVAL_LABELS: Record<SubstituteApproval, MessageDescriptor> = {
  pendiente: msg`pendiente de aprobación`,
  aprobada: msg`aprobada por el cliente`,
  rechazada: msg`rechazada por el cliente`,
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function isStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && value in STATUS_LABELS;
}

function isApproval(value: unknown): value is SubstituteApproval {
  return typeof value === 'string' && value in APPROVAL_LABELS;
}

export interface SentenceContext {
  i18n: I18n;
  /** Intl locale (es-EC, en-US, …) for quantities. */
  locale: string;
  lines: readonly OrderDetailLine[];
}

/** A quantity as the line is sold: "2" units, "0,480 kg". */
function amount(ctx: SentenceContext, milli: number, unit: 'unit' | 'kg'): string {
  const value = formatsFor(ctx.locale).quantity(milli, unit === 'kg');
  return unit === 'kg' ? `${value} kg` : value;
}

function pickingLineSentence(event: OrderEvent, who: string, detail: Record<string, unknown>, ctx: SentenceContext): string {
  const { i18n } = ctx;
  const line = ctx.lines.find((candidate) => candidate.id === number(detail['lineId']));
  const product = text(detail['lineName']) ?? line?.name ?? i18n._(msg`un producto`);
  const unit = detail['saleUnit'] === 'kg' || detail['saleUnit'] === 'unit' ? detail['saleUnit'] : (line?.type ?? 'unit');
  const picked = number(detail['pickedQuantity']);
  const ordered = number(detail['orderedQuantity']);
  switch (detail['to']) {
    case 'picked': {
      if (picked === null || ordered === null) return i18n._(msg`${who} pickeó ${product}`);
      const pickedText = amount(ctx, picked, unit);
      const orderedText = amount(ctx, ordered, unit);
      return i18n._(msg`${who} pickeó ${product}: ${pickedText} de ${orderedText}`);
    }
    case 'out_of_stock':
      return i18n._(msg`${who} marcó ${product} sin stock`);
    case 'substituted': {
      const substituteId = number(detail['substituteProductId']);
      const current = line?.substitute && line.substitute.id === substituteId ? line.substitute.name : null;
      const substitute = text(detail['substituteName']) ?? current ?? i18n._(msg`otro producto`);
      const approval = isApproval(detail['substituteApproval']) ? i18n._(APPROVAL_LABELS[detail['substituteApproval']]) : null;
      return approval ? i18n._(msg`${who} sustituyó ${product} por ${substitute} — ${approval}`) : i18n._(msg`${who} sustituyó ${product} por ${substitute}`);
    }
    case 'pending':
      return i18n._(msg`${who} devolvió ${product} a pendiente`);
    default:
      return i18n._(msg`${who} cambió ${product}`);
  }
}

function cancelSentence(who: string, detail: Record<string, unknown> | null, i18n: I18n): string {
  const code = text(detail?.['reason']);
  const label = code && code in CANCEL_REASON_LABELS ? i18n._(CANCEL_REASON_LABELS[code as CancelReason]) : null;
  const note = text(detail?.['reasonText']);
  const reason = [label, note].filter((part): part is string => part !== null).join(': ');
  return reason === '' ? i18n._(msg`${who} canceló la orden`) : i18n._(msg`${who} canceló la orden (${reason})`);
}

function statusSentence(event: OrderEvent, who: string, ctx: SentenceContext): string {
  const { i18n } = ctx;
  const detail = event.detail;
  const to = event.toStatus;
  if (!to) return i18n._(msg`${who} cambió la orden`);
  if (to === 'cancelada') return cancelSentence(who, detail, i18n);
  if (detail?.['action'] === 'assign' || detail?.['action'] === 'release') return pickerSentence(event, who, ctx);
  if (event.fromStatus === 'en_picking' && to === 'pickeada') {
    if (detail?.['forced'] === true) {
      const left = Array.isArray(detail['unpickedLineIds']) ? detail['unpickedLineIds'].length : 0;
      return left > 0
        ? i18n._(msg`${who} forzó el fin del picking; ${plural(left, { one: '# línea quedó sin pickear', other: '# líneas quedaron sin pickear' })}`)
        : i18n._(msg`${who} forzó el fin del picking`);
    }
    return i18n._(msg`${who} terminó el picking`);
  }
  if (event.fromStatus === 'confirmada' && to === 'en_picking' && number(detail?.['pickerId']) === event.userId && event.userId !== null) {
    return i18n._(msg`${who} tomó la orden para picking`);
  }
  const toLabel = i18n._(STATUS_LABELS[to]);
  if (!event.fromStatus || !isStatus(event.fromStatus)) return i18n._(msg`${who} pasó la orden a «${toLabel}»`);
  const fromLabel = i18n._(STATUS_LABELS[event.fromStatus]);
  return i18n._(msg`${who} movió la orden de «${fromLabel}» a «${toLabel}»`);
}

/**
 * Taking, assigning and releasing a picker: kind `picker` (the order was already en_picking), or a `status` event whose
 * `detail.action` is `assign` (with `pickerName`) or `release` (with `reasonText`).
 */
function pickerSentence(event: OrderEvent, who: string, ctx: SentenceContext): string {
  const { i18n } = ctx;
  const detail = event.detail ?? {};
  const reason = text(detail['reasonText']) ?? text(detail['reason']);
  if (detail['action'] === 'release') {
    return reason ? i18n._(msg`${who} liberó la orden (${reason})`) : i18n._(msg`${who} liberó la orden`);
  }
  const pickerId = number(detail['pickerId']);
  if (pickerId !== null && pickerId === event.userId) return i18n._(msg`${who} tomó la orden para picking`);
  const picker = text(detail['pickerName']) ?? i18n._(msg`otro picker`);
  return i18n._(msg`${who} asignó la orden a ${picker}`);
}

/** One timeline event as a sentence in the active language. */
export function eventSentence(event: OrderEvent, ctx: SentenceContext): string {
  const { i18n } = ctx;
  const who = event.userName ?? i18n._(msg`El sistema`);
  switch (event.kind) {
    case 'created':
      return i18n._(msg`${who} creó la orden`);
    case 'status':
      return statusSentence(event, who, ctx);
    case 'note':
      return i18n._(msg`${who} agregó una nota`);
    case 'picking_line':
      return pickingLineSentence(event, who, event.detail ?? {}, ctx);
    default:
      if (event.kind === 'picker') return pickerSentence(event, who, ctx);
      if (event.toStatus) return statusSentence(event, who, ctx);
      return i18n._(msg`${who} cambió la orden`);
  }
}
