/** A product's audit trail: who changed what and when, from where, each field before → after, newest first. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RecordHistory } from '../../../components/record-history';
import { useFormat } from '../../../lib/format';
import { productHistoryQuery, type CompanyScope } from '../api/product-detail-queries';
import { CHANGE_SOURCE_LABELS, HISTORY_FIELD_LABELS } from '../lib/product-form-labels';

const MONEY_FIELDS = new Set(['priceCents', 'priceWithTaxCents']);

function stockLabel(field: string, i18n: I18n): string | undefined {
  if (!field.startsWith('stock:')) return undefined;
  const warehouse = field.slice('stock:'.length);
  return i18n._(msg`Stock en ${warehouse}`);
}

export function ProductHistoryTable({ scope, productId, currency }: { scope: CompanyScope; productId: number; currency: string }) {
  const f = useFormat();
  const formatValue = (field: string, value: unknown, i18n: I18n): string | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    if (typeof value === 'number') {
      if (MONEY_FIELDS.has(field)) return f.money(value, currency);
      if (field === 'taxRateBp') return f.rate(value);
      if (field.startsWith('stock:')) return f.quantity(value, value % 1000 !== 0);
      return f.count(value);
    }
    if (field === 'saleUnit') return i18n._(value === 'kg' ? msg`Peso (kg)` : msg`Unidad`);
    return undefined;
  };
  return (
    <RecordHistory
      query={productHistoryQuery(scope, productId)}
      fieldLabels={HISTORY_FIELD_LABELS}
      fieldLabel={stockLabel}
      formatValue={formatValue}
      actionLabels={CHANGE_SOURCE_LABELS}
      actionHeader={msg`Desde`}
    />
  );
}
