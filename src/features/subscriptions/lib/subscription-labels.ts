/** Words the subscription screens show for the API's codes (group types, benefit kinds, offer states). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Offer } from '../../../../contract/schemas/subscriptions';
import type { OptionKind, UserGroupType } from '../../../../contract/subscription-constants';

export const GROUP_TYPE_LABELS: Record<UserGroupType, MessageDescriptor> = {
  cliente: msg`Clientes`,
  empleado: msg`Empleados`,
  empresa: msg`Empresas`,
};

export const OPTION_KIND_LABELS: Record<OptionKind, MessageDescriptor> = {
  envio_gratis: msg`Envío gratis`,
  descuento: msg`Descuento`,
};

export const OFFER_STATE_BADGES: Record<Offer['state'], { label: MessageDescriptor; color: string }> = {
  programada: { label: msg`Programada`, color: 'blue' },
  vigente: { label: msg`Vigente`, color: 'green' },
  terminada: { label: msg`Terminada`, color: 'gray' },
};
