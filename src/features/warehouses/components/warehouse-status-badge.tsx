import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { useReadableColor } from '../../../components/order-status/readable-color';

export function WarehouseStatusBadge({ active }: { active: boolean }) {
  const readable = useReadableColor();
  const color = active ? 'green' : 'gray';
  // Mantine's light badge text fails AA contrast for green: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }}>
      {active ? <Trans>Activa</Trans> : <Trans>Inactiva</Trans>}
    </Badge>
  );
}
