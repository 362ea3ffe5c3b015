import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { memo } from 'react';

/** Small, never in the way: the screen shows what this device saved because the server could not be reached. */
export const OfflineHint = memo(function OfflineHint() {
  return (
    <Group gap={6} c="dimmed" data-testid="offline-hint" role="status">
      <IconCloudOff size={16} aria-hidden />
      <Text size="sm"><Trans>Sin conexión, mostrando lo guardado</Trans></Text>
    </Group>
  );
});
