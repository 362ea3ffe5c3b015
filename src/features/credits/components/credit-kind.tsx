/** One colour per ledger entry kind, with its label (lib/kind-labels.ts). */
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { CreditKind } from '../../../../contract/schemas/credits';
import { KIND_LABELS } from '../lib/kind-labels';

const KIND_COLORS: Record<CreditKind, string> = {
  grant: 'green',
  spend: 'blue',
  expire: 'gray',
  reverse: 'orange',
};

export function CreditKindBadge({ kind }: { kind: CreditKind }) {
  const { i18n } = useLingui();
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" size="sm">
      {i18n._(KIND_LABELS[kind])}
    </Badge>
  );
}
