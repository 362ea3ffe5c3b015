/** A store's audit trail (record_changes): who created, edited, opened or closed it, each field before → after. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { RecordHistory } from '../../../components/record-history';
import { useFormat } from '../../../lib/format';
import { storeHistoryQuery, type CompanyScope } from '../api/store-queries';
import { weekdayName } from '../lib/weekdays';

const FIELD_LABELS = {
  name: msg`Nombre`,
  market: msg`Tienda market`,
  active: msg`Activa`,
  open: msg`Abierta al público`,
  address: msg`Dirección`,
  lat: msg`Latitud`,
  lng: msg`Longitud`,
  phone: msg`Teléfono`,
  openingHours: msg`Horario de atención`,
  exceptions: msg`Feriados y excepciones`,
  zones: msg`Zonas de entrega`,
  slots: msg`Franjas de entrega`,
  pickupEnabled: msg`Retiro en tienda`,
  shippingMode: msg`Costo de envío`,
  shippingFlatCents: msg`Tarifa de envío`,
  freeShippingAboveCents: msg`Envío gratis desde`,
  minOrderCents: msg`Pedido mínimo`,
  warehouses: msg`Bodegas que despachan`,
};

const MONEY_FIELDS = new Set(['shippingFlatCents', 'freeShippingAboveCents', 'minOrderCents']);

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((item): item is Row => typeof item === 'object' && item !== null) : []);

export interface StoreHistoryProps {
  scope: CompanyScope;
  storeId: number;
  currency: string;
  warehouses: ReadonlyArray<{ id: number; name: string }>;
}

export function StoreHistory({ scope, storeId, currency }: StoreHistoryProps) {
  const f = useFormat();
  const formatValue = useCallback(
    (field: string, value: unknown, i18n: I18n): string | undefined => {
      if (value === null || value === undefined) return undefined;
      const day = (weekday: unknown) => weekdayName(Number(weekday), i18n.locale, 'short');
      if (MONEY_FIELDS.has(field) && typeof value === 'number') return f.money(value, currency);
      if (field === 'shippingMode') return i18n._(value === 'zone' ? msg`Según la zona` : msg`Tarifa única`);
      if (field === 'openingHours') return rows(value).map((w) => `${day(w['weekday'])} ${String(w['opens'])}–${String(w['closes'])}`).join(', ') || '—';
      if (field === 'slots') return rows(value).map((s) => `${day(s['weekday'])} ${String(s['starts'])}–${String(s['ends'])} (${String(s['capacity'])})`).join(', ') || '—';
      if (field === 'zones') return rows(value).map((z) => `${String(z['name'])} ${f.money(Number(z['shippingCents']), currency)}`).join(', ') || '—';
      if (field === 'exceptions') {
        return (
          rows(value)
            .map((e) => `${f.day(String(e['date']))} ${e['closed'] ? i18n._(msg`cerrado`) : `${String(e['opens'])}–${String(e['closes'])}`}${e['reason'] ? ` (${String(e['reason'])})` : ''}`)
            .join(', ') || '—'
        );
      }
      return undefined;
    },
    [f, currency],
  );
  return <RecordHistory query={storeHistoryQuery(scope, storeId)} fieldLabels={FIELD_LABELS} formatValue={formatValue} />;
}
