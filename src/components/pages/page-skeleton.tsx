import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';

/** Loading placeholder shaped like a typical screen: title, a toolbar, then a table. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-live="polite" data-testid="page-skeleton">
      <Skeleton height={34} width="40%" radius="sm" />
      <Group gap="sm">
        <Skeleton height={36} width={220} radius="md" />
        <Skeleton height={36} width={140} radius="md" />
        <Skeleton height={36} width={110} radius="md" ml="auto" />
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Skeleton height={18} radius="sm" />
          {Array.from({ length: 8 }, (_, index) => (
            <Group key={index} gap="md" wrap="nowrap">
              <Skeleton height={14} width="12%" radius="sm" />
              <Skeleton height={14} width="34%" radius="sm" />
              <Skeleton height={14} width="18%" radius="sm" />
              <Skeleton height={14} width="14%" radius="sm" ml="auto" />
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Placeholder for the full-page (public) screens: a centred card with a form. */
export function FormSkeleton() {
  return (
    <Paper withBorder p="xl" radius="md" w="100%" maw={420} mx="auto" aria-busy="true" data-testid="form-skeleton">
      <Stack gap="md">
        <Skeleton height={28} width="60%" radius="sm" />
        <Skeleton height={14} width="85%" radius="sm" />
        <Skeleton height={40} radius="md" mt="sm" />
        <Skeleton height={40} radius="md" />
        <Skeleton height={42} radius="md" mt="sm" />
      </Stack>
    </Paper>
  );
}

/** While the signed-in layout itself loads: header, menu column and a page, so nothing jumps when it arrives. */
export function ShellSkeleton() {
  return (
    <Box mih="100dvh" aria-busy="true" data-testid="shell-skeleton">
      <Group h={64} px="md" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Skeleton height={28} width={130} radius="sm" />
        <Group gap="xs">
          <Skeleton height={36} width={36} radius="md" />
          <Skeleton height={36} width={36} radius="md" />
          <Skeleton height={36} width={36} circle />
        </Group>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap">
        <Stack w={272} p="md" gap="md" visibleFrom="sm" style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)', minHeight: 'calc(100dvh - 64px)' }}>
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} height={22} width={`${70 - (index % 3) * 12}%`} radius="sm" />
          ))}
        </Stack>
        <Box p={{ base: 'sm', sm: 'lg' }} style={{ flex: 1, minWidth: 0 }}>
          <PageSkeleton />
        </Box>
      </Group>
    </Box>
  );
}
