import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { UploadState } from '../api/product-images-queries';

interface UploadProgressListProps {
  uploads: UploadState[];
  onDismiss: (id: string) => void;
  onCancel: () => void;
  describe: (error: unknown) => string;
}

/** Each image being sent (a progress bar), and the ones refused (why, until dismissed). */
export function UploadProgressList({ uploads, onDismiss, onCancel, describe }: UploadProgressListProps) {
  const { t } = useLingui();
  if (uploads.length === 0) return null;
  const sending = uploads.some((item) => !item.done);
  return (
    <Stack gap={6} aria-live="polite">
      {uploads.map((item) => {
        const name = item.name;
        const percent = Math.round(item.progress * 100);
        return (
          <div key={item.id} data-testid="image-upload">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {name}
              </Text>
              {item.error ? (
                <ActionIcon variant="subtle" color="gray" aria-label={t`Descartar el aviso de «${name}»`} onClick={() => onDismiss(item.id)}>
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : (
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {percent} %
                </Text>
              )}
            </Group>
            {item.error ? (
              <Text size="sm" c="red" role="alert">
                {describe(item.error)}
              </Text>
            ) : (
              <Progress value={percent} size="sm" aria-label={t`Subiendo «${name}»`} />
            )}
          </div>
        );
      })}
      {sending && (
        <Group>
          <Button size="xs" variant="default" onClick={onCancel}>
            <Trans>Cancelar la subida</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
