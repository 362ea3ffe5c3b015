import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PickState, SubstituteApproval } from '../../../../contract/schemas/picking';

export const PICK_STATE_LABELS: Record<PickState, MessageDescriptor> = {
  pending: msg`Por pickear`,
  picked: msg`Pickeado`,
  out_of_stock: msg`Sin stock`,
  substituted: msg`Sustituido`,
};

/** Mantine colours of a line's state (a badge and the card's edge). */
export const PICK_STATE_COLORS: Record<PickState, string> = {
  pending: 'gray',
  picked: 'green',
  out_of_stock: 'red',
  substituted: 'grape',
};

export const APPROVAL_LABELS: Record<SubstituteApproval, MessageDescriptor> = {
  pendiente: msg`Pendiente`,
  aprobada: msg`Aprobada`,
  rechazada: msg`Rechazada`,
};
