/** How the notification will look on a device: the app's icon, the title, the body, the picture and where a tap goes. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, Paper, Stack, Text } from '@mantine/core';

interface PushPreviewProps {
  title: string;
  body: string;
  imageUrl: string | null;
  route: string;
}

export function PushPreview({ title, body, imageUrl, route }: PushPreviewProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" role="group" aria-label={t`Vista previa de la notificación`} data-testid="push-preview">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Image src="/icons/icon-192.png" alt="" w={32} h={32} radius="sm" />
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              Canasta
            </Text>
            <Text fw={600} size="sm" lineClamp={1}>
              {title || t`Título de la notificación`}
            </Text>
            <Text size="sm" lineClamp={3}>
              {body}
            </Text>
          </Stack>
        </Group>
        {imageUrl ? <Image src={imageUrl} alt="" radius="sm" mah={160} fit="cover" /> : null}
        <Text size="xs" c="dimmed">
          <Trans>Al tocarla abre {route}</Trans>
        </Text>
      </Stack>
    </Paper>
  );
}
