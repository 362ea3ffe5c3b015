import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title';

interface StatusPageProps {
  icon: ReactNode;
  color?: string;
  heading: string;
  children?: ReactNode;
  /** Shown under the heading (e.g. the screen's name). */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  /** Browser tab title; the heading when omitted. */
  title?: string;
}

/** The common frame of the 404, not-authorized and load-error pages. */
export function StatusPage({ icon, color = 'canasta', heading, children, eyebrow, actions, title }: StatusPageProps) {
  usePageTitle(title ?? heading);
  return (
    <Center mih="min(60vh, 32rem)" px="md" py="xl">
      <Stack align="center" gap="md" maw={36 * 16} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {heading}
        </Title>
        {eyebrow}
        {children ? (
          <Text c="dimmed" size="lg">
            {children}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Center>
  );
}
