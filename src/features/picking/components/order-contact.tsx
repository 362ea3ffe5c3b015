/** The customer's phone (tap to call) and the order's notes, where the picker reads them while picking (issue 21 §2). */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconNote, IconPhone } from '@tabler/icons-react';
import { memo } from 'react';
import type { PickingOrder } from '../../../../contract/schemas/picking';
import { telUrl } from '../../../lib/contact-links';
import { TABULAR } from '../../../lib/format';

export const OrderContact = memo(function OrderContact({ phone, notes }: { phone: string | null; notes: PickingOrder['notes'] }) {
  const { t } = useLingui();
  if (!phone && notes.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-contact">
      <Stack gap={6}>
        {phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={18} aria-hidden />
            <Anchor href={telUrl(phone)} fw={600} style={TABULAR} dir="ltr" aria-label={t`Llamar al cliente: ${phone}`} data-testid="customer-phone">
              {phone}
            </Anchor>
          </Group>
        )}
        {notes.map((note) => (
          <Group key={note.id} gap={6} wrap="nowrap" align="flex-start" data-testid="order-note">
            <IconNote size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span size="sm" c="dimmed">{`${note.authorName}: `}</Text>
              {note.text}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
});
