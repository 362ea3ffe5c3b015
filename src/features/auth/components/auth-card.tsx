import { Alert, Box, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Full-page centred card with the brand header, shared by every public auth page. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Box w="100%" maw={420}>
        <Stack gap="lg">
          <Text component="p" ta="center" fw={800} fz={28} c="var(--mantine-color-canasta-text)" lh={1}>
            Canasta
          </Text>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={1} fz="h3" ta="center">
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}

/** Inputs and buttons at 50 px: comfortable touch targets on phones (≥ 48 px). */
export const AUTH_CONTROL_SIZE = 'lg';

/** The end of every auth form: the form's error (if any) above its full-width submit button. */
export function AuthSubmit({ error, pending, children }: { error: ReactNode; pending: boolean; children: ReactNode }) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button type="submit" size={AUTH_CONTROL_SIZE} fullWidth loading={pending}>
        {children}
      </Button>
    </>
  );
}
