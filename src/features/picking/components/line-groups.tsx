import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { groupLines } from '../lib/group-lines';
import type { LineActions } from '../lib/line-actions';
import { PickLineCard } from './pick-line-card';

interface LineGroupsProps {
  lines: readonly PickingLine[];
  currency: string;
  selectedLineId: number | null;
  waitingLines: ReadonlySet<number>;
  problems: ReadonlyMap<number, OutboxEntry>;
  editable: boolean;
  candidates: readonly PickingProduct[];
  actions: LineActions;
}

/** The lines under their category headers, in aisle order. Each card is memoized; only changed lines render. */
export const LineGroups = memo(function LineGroups({ lines, currency, selectedLineId, waitingLines, problems, editable, candidates, actions }: LineGroupsProps) {
  const { t } = useLingui();
  const groups = useMemo(() => groupLines(lines), [lines]);
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`category-${group.key}`}>
          <Title order={2} fz="sm" tt="uppercase" c="dimmed" mb={6} id={`category-${group.key}`}>
            {group.categoryName ?? t`Sin categoría`}
          </Title>
          <Stack gap="xs">
            {group.lines.map((line) => (
              <PickLineCard
                key={line.id}
                line={line}
                currency={currency}
                selected={selectedLineId === line.id}
                waiting={waitingLines.has(line.id)}
                problem={problems.get(line.id)}
                editable={editable}
                candidates={candidates}
                actions={actions}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
});
