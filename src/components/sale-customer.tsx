/** The customer a sale is for (the call center, checkout): name, phone and email, and "Cambiar cliente". */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SellingCustomer } from '../lib/selling/selling-queries';

export function SaleCustomer({ customer, onChange, testId }: { customer: SellingCustomer | undefined; onChange: () => void; testId: string }) {
  if (!customer) return <Skeleton h={40} />;
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={testId}>
      <Stack gap={0} miw={0}>
        <Text fw={600}>{customer.name}</Text>
        <Text size="sm" c="dimmed">
          {[customer.phone, customer.email].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Button variant="subtle" onClick={onChange} style={{ flexShrink: 0 }}>
        <Trans>Cambiar cliente</Trans>
      </Button>
    </Group>
  );
}
