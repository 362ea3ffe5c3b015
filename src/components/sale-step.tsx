/** One numbered step of a sale (the call center, checkout): a titled section, named by its title. */
import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export function SaleStep({ number, title, children }: { number: number; title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {number}. {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
