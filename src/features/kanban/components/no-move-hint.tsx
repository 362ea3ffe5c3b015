import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { noMoveReason } from '../lib/no-move-reason';

/** In place of "Mover a" on a card this role cannot move: a tap shows why (touch has no hover tooltips). */
export function NoMoveHint({ order, role }: { order: OrderSummary; role: string }) {
  const { t, i18n } = useLingui();
  const reason = noMoveReason(role, order.fulfilment, order.status);
  if (!reason) return null;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={220}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={t`Por qué no se puede mover`} onMouseDown={(e) => e.stopPropagation()}>
          <IconLock size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" data-testid="no-move-reason">{i18n._(reason)}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
