import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { OfflineArgs } from '../../../../contract/calls';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { serverStateOf } from '../../../lib/outbox/server-state';
import { useResultReason } from '../lib/use-result-reason';
import { useStateText } from '../lib/use-state-text';
import { ConfirmDiscard } from './confirm-discard';

interface LineProblemProps {
  entry: OutboxEntry;
  line: PickingLine;
  candidates: readonly PickingProduct[];
  /** "Aplicar de nuevo" only while the order is in picking for this user. */
  canRetry: boolean;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
}

/** A line change the server did not apply: the user's change next to the server's line, and the way out. */
export function LineProblem({ entry, line, candidates, canRetry, onRetry, onDiscard }: LineProblemProps) {
  const { t } = useLingui();
  const stateText = useStateText();
  const statusLabel = useStatusLabel();
  const reason = useResultReason();
  const args = entry.args as OfflineArgs<'picking.setLine'>;
  const server = serverStateOf(entry);
  const conflict = entry.state === 'conflict';
  const mine = stateText(
    {
      pickState: args.pickState,
      pickedQuantity: args.pickedQuantity ?? null,
      substitute: candidates.find((product) => product.id === args.substituteProductId) ?? null,
      substituteApproval: args.substituteApproval ?? null,
    },
    line,
  );
  const theirs = server.line
    ? stateText(server.line, server.line)
    : server.order
      ? t`La orden está ${statusLabel(server.order.status)}`
      : stateText(line, line);
  return (
    <Alert
      color={conflict ? 'orange' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={conflict ? t`Esta línea cambió mientras trabajabas` : t`El servidor rechazó este cambio`}
      data-testid="line-problem"
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mb="xs">
        <Box>
          <Text size="xs" c="dimmed"><Trans>Tu cambio</Trans></Text>
          <Text size="sm" fw={600} data-testid="problem-mine">{mine}</Text>
        </Box>
        <Box>
          <Text size="xs" c="dimmed"><Trans>Ahora en el servidor</Trans></Text>
          <Text size="sm" fw={600} data-testid="problem-server">{theirs}</Text>
        </Box>
      </SimpleGrid>
      {!conflict && <Text size="sm" mb="xs">{reason(entry)}</Text>}
      <Group gap="xs">
        {conflict && canRetry && (
          <Button h={48} leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => onRetry(entry)}>
            <Trans>Aplicar de nuevo</Trans>
          </Button>
        )}
        <ConfirmDiscard onConfirm={() => onDiscard(entry)} />
      </Group>
    </Alert>
  );
}
