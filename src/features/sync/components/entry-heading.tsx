import { Group, Text } from '@mantine/core';

/** A waiting, refused or failed change's first line: what it does, and when it was made. */
export function EntryHeading({ text, when }: { text: string; when: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={600}>
        {text}
      </Text>
      <Text size="xs" c="dimmed">
        {when}
      </Text>
    </Group>
  );
}
