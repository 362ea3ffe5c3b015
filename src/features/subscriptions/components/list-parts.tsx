/** Pieces every subscription list uses: the state badges and the panel that shows loading, a refusal or emptiness. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Offer } from '../../../../contract/schemas/subscriptions';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { OFFER_STATE_BADGES } from '../lib/subscription-labels';
import { useSubscriptionErrorMessage } from '../lib/subscription-errors';

/** Phones get cards instead of tables. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)') ?? false;
}

function ColoredBadge({ color, children, state }: { color: string; children: ReactNode; state: string }) {
  const readable = useReadableColor();
  // Mantine's light badge text fails AA contrast for most hues: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ root: { flexShrink: 0 }, label: { color: readable(color) } }} data-state={state}>
      {children}
    </Badge>
  );
}

export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  return (
    <ColoredBadge color={active ? 'green' : 'gray'} state={active ? 'active' : 'inactive'}>
      {active ? feminine ? <Trans>Activa</Trans> : <Trans>Activo</Trans> : feminine ? <Trans>Inactiva</Trans> : <Trans>Inactivo</Trans>}
    </ColoredBadge>
  );
}

export function OfferStateBadge({ state }: { state: Offer['state'] }) {
  const { i18n } = useLingui();
  const { label, color } = OFFER_STATE_BADGES[state];
  return (
    <ColoredBadge color={color} state={state}>
      {i18n._(label)}
    </ColoredBadge>
  );
}

interface ListPanelProps {
  pending: boolean;
  error: unknown;
  /** What an empty list says and offers (shown when `empty`). */
  emptyState: ReactNode;
  empty: boolean;
  children: ReactNode;
}

/** The list's frame: skeleton rows while loading, the refusal in words, the empty state, else the rows. */
export function ListPanel({ pending, error, emptyState, empty, children }: ListPanelProps) {
  const describe = useSubscriptionErrorMessage();
  const phone = usePhone();
  return (
    <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
      {pending ? (
        <Stack gap="xs" p="sm" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : error ? (
        <Alert color="red" variant="light" m="sm" role="alert">
          {describe(error)}
        </Alert>
      ) : empty ? (
        <Stack align="center" gap="xs" p="xl">
          {emptyState}
        </Stack>
      ) : (
        children
      )}
    </Paper>
  );
}

/** An empty list's sentence. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center">
      {children}
    </Text>
  );
}

interface EditableListProps {
  /** The header's left side: a dimmed sentence (`intro`) or a control of its own (`headerStart`). */
  intro?: ReactNode;
  headerStart?: ReactNode;
  newLabel: ReactNode;
  onNew: () => void;
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: ReactNode;
  /** "# planes" under the list. */
  count: ReactNode;
  /** Shown instead of the list and its count (the plans' per-group view), under the same header. */
  replacement?: ReactNode;
  children: ReactNode;
}

/** A subscription list: its header with the "new" button, the list's frame (offering "new" when empty) and its count. */
export function EditableList({ intro, headerStart, newLabel, onNew, pending, error, empty, emptyText, count, replacement, children }: EditableListProps) {
  const newButton = (variant: 'filled' | 'light') => (
    <Button variant={variant} leftSection={<IconPlus size={16} />} onClick={onNew}>
      {newLabel}
    </Button>
  );
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        {headerStart ?? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {newButton('filled')}
      </Group>
      {replacement ?? (
        <>
          <ListPanel
            pending={pending}
            error={error}
            empty={empty}
            emptyState={
              <>
                <EmptyText>{emptyText}</EmptyText>
                {newButton('light')}
              </>
            }
          >
            {children}
          </ListPanel>
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        </>
      )}
    </>
  );
}

interface RowCardProps {
  testId: string;
  name: ReactNode;
  badge: ReactNode;
  /** The row's action beside it (its edit button). */
  action: ReactNode;
  gap?: number;
  children: ReactNode;
}

/** A list row on a phone: the name and its state badge, the details under them, the action at the side. */
export function RowCard({ testId, name, badge, action, gap = 2, children }: RowCardProps) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={gap} miw={0}>
          <Group gap={6}>
            <Text fw={500} truncate>
              {name}
            </Text>
            {badge}
          </Group>
          {children}
        </Stack>
        {action}
      </Group>
    </Card>
  );
}
