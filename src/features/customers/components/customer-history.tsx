/** The customer's audit trail: contact data and address changes, who and when. */
import { msg } from '@lingui/core/macro';
import { RecordHistory } from '../../../components/record-history';
import { customerHistoryQuery } from '../api/customer-queries';

const FIELD_LABELS = {
  name: msg`Nombre`,
  email: msg`Correo electrónico`,
  phone: msg`Teléfono`,
  documentId: msg`Documento de identidad`,
  address: msg`Dirección`,
  defaultAddress: msg`Dirección predeterminada`,
};

const ACTION_LABELS = {
  address_add: msg`Dirección agregada`,
  address_update: msg`Dirección editada`,
  address_delete: msg`Dirección eliminada`,
  address_default: msg`Dirección predeterminada cambiada`,
};

export function CustomerHistory({ customerId }: { customerId: number }) {
  return <RecordHistory query={customerHistoryQuery(customerId)} fieldLabels={FIELD_LABELS} actionLabels={ACTION_LABELS} />;
}
