import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreditKind } from '../../../../contract/schemas/credits';

/** One label per ledger entry kind, the same in the panel, the ledger and the export. */
export const KIND_LABELS: Record<CreditKind, MessageDescriptor> = {
  grant: msg`Otorgado`,
  spend: msg`Consumido`,
  expire: msg`Vencido`,
  reverse: msg`Reversión`,
};
