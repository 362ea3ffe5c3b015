/** One colour per ledger entry kind, with its label (lib/kind-labels.ts). */
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { CreditKind } from '../../../../contract/schemas/credits';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { KIND_LABELS } from '../lib/kind-labels';

const KIND_COLORS: Record<CreditKind, string> = {
  grant: 'green',
  spend: 'blue',
  expire: 'gray',
  reverse: 'orange',
};

export function CreditKindBadge({ kind }: { kind: CreditKind }) {
  const { i18n } = useLingui();
  const readable = useReadableColor();
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" size="sm" styles={{ label: { color: readable(KIND_COLORS[kind]) } }}>
      {i18n._(KIND_LABELS[kind])}
    </Badge>
  );
}
