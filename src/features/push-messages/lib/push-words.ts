/** A message's audience and status in words (the list, the page and the form say them the same way). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ROLE_NAMES, isRoleCode } from '../../../../contract/roles';
import type { PushMessageStatus } from '../../../../contract/schemas/push-messages';

export interface AudienceNames {
  roles: readonly string[];
  storeName: string | null;
  warehouseName: string | null;
}

export const STATUS_LABELS: Record<PushMessageStatus, MessageDescriptor> = {
  scheduled: msg`Programada`,
  sending: msg`Enviando`,
  sent: msg`Enviada`,
  cancelled: msg`Cancelada`,
};

export const STATUS_COLORS: Record<PushMessageStatus, string> = { scheduled: 'blue', sending: 'orange', sent: 'green', cancelled: 'gray' };

/** "picker, Despachador · Andino Norte · Bodega Norte" (roles, store, warehouse); no roles named is all the staff. */
export function useAudienceWords(): (audience: AudienceNames) => string {
  const { i18n } = useLingui();
  return useCallback(
    (audience: AudienceNames) => {
      const roles = audience.roles.length === 0 ? i18n._(msg`Todo el personal`) : audience.roles.map((role) => (isRoleCode(role) ? ROLE_NAMES[role] : role)).join(', ');
      return [roles, audience.storeName, audience.warehouseName].filter(Boolean).join(' · ');
    },
    [i18n],
  );
}
