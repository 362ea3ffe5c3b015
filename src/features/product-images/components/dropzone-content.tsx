import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a dropzone shows: the accept/reject/idle icon, what to do, and the limits. */
export function DropzoneContent({ idleIcon, title, hint }: { idleIcon: ReactNode; title: ReactNode; hint: ReactNode }) {
  return (
    <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
      <Dropzone.Accept>
        <IconUpload size={32} aria-hidden />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={32} aria-hidden />
      </Dropzone.Reject>
      <Dropzone.Idle>{idleIcon}</Dropzone.Idle>
      <div>
        <Text size="sm" fw={500}>
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
    </Group>
  );
}
