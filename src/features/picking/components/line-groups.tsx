import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { memo, useMemo, useRef } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { groupLines, keepEqualGroups, type LineGroup } from '../lib/group-lines';
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

type GroupSectionProps = Omit<LineGroupsProps, 'lines'> & { group: LineGroup };

/** One category: memoized, and its group object stays the same while none of its lines changed. */
const GroupSection = memo(function GroupSection({ group, currency, selectedLineId, waitingLines, problems, editable, candidates, actions }: GroupSectionProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={`category-${group.key}`}>
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
  );
});

/** The lines under their category headers, in aisle order. A tap renders the tapped line's group and card only. */
export const LineGroups = memo(function LineGroups({ lines, ...rest }: LineGroupsProps) {
  const previous = useRef<LineGroup[]>([]);
  const groups = useMemo(() => keepEqualGroups(previous.current, groupLines(lines)), [lines]);
  previous.current = groups;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <GroupSection key={group.key} group={group} {...rest} />
      ))}
    </Stack>
  );
});
