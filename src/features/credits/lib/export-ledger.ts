/** The ledger export: the server's rows as an .xlsx (written in the sheet worker), with the user's column names. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { centsToDecimal } from '../../../../contract/money';
import { downloadBlob, writeXlsx } from '../../../lib/sheets/sheet-files';
import type { XlsxCell } from '../../../lib/sheets/sheet-worker-protocol';
import { fetchCreditExport, type CompanyScope } from '../api/credit-queries';
import { KIND_LABELS } from './kind-labels';
import { localToday, pad2 } from './local-today';

/** "2026-11-20 12:00" in this device's time. */
function localDateTime(at: Date): string {
  return `${localToday(at)} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}

const money = (cents: number | null): XlsxCell => (cents === null ? null : Number(centsToDecimal(cents)));

const HEADERS = [
  msg`Fecha`,
  msg`Cliente`,
  msg`Correo`,
  msg`Documento`,
  msg`Movimiento`,
  msg`Monto`,
  msg`Queda`,
  msg`Vence el`,
  msg`Motivo`,
  msg`Orden`,
  msg`Quién`,
];

/** Downloads the ledger (of one customer, or the company); answers whether the server cut it at its limit. */
export async function exportLedger(scope: CompanyScope, i18n: I18n, customerId?: number): Promise<{ rows: number; truncated: boolean }> {
  const data = await fetchCreditExport(scope, customerId);
  const rows: XlsxCell[][] = [
    HEADERS.map((header) => i18n._(header)),
    ...data.rows.map((row) => [
      localDateTime(new Date(row.createdAt)),
      row.customerName,
      row.customerEmail,
      row.customerDocument,
      i18n._(KIND_LABELS[row.kind]),
      money(row.amountCents),
      money(row.remainingCents),
      row.expiresOn,
      row.reason,
      row.orderNumber,
      row.userName,
    ]),
  ];
  const blob = await writeXlsx(i18n._(msg`Créditos`), rows);
  downloadBlob(blob, customerId === undefined ? `creditos-${localToday()}.xlsx` : `creditos-cliente-${customerId}-${localToday()}.xlsx`);
  return { rows: data.rows.length, truncated: data.truncated };
}
