/**
 * How the shop shows the banner: a full-screen picture with its title and a close button, at a phone's width or a
 * desktop's (Segmented), scaled down to fit the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, CloseButton, Image, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';

const FRAMES = { phone: { width: 200, height: 356 }, desktop: { width: 420, height: 236 } } as const;

export function BannerPreview({ title, imageUrl }: { title: string; imageUrl: string | null }) {
  const { t } = useLingui();
  const [frame, setFrame] = useState<keyof typeof FRAMES>('phone');
  const size = FRAMES[frame];
  return (
    <Stack gap="xs" align="center">
      <SegmentedControl
        size="xs"
        aria-label={t`Vista previa`}
        value={frame}
        onChange={(value) => setFrame(value === 'desktop' ? 'desktop' : 'phone')}
        data={[
          { value: 'phone', label: t`Teléfono` },
          { value: 'desktop', label: t`Escritorio` },
        ]}
      />
      <Paper withBorder radius="md" w={size.width} h={size.height} pos="relative" bg="dark.7" style={{ overflow: 'hidden' }} data-testid="banner-preview" data-frame={frame}>
        {imageUrl ? (
          <Image src={imageUrl} alt={title || t`Imagen del banner`} h="100%" w="100%" fit="contain" />
        ) : (
          <Stack h="100%" align="center" justify="center" gap={4} c="gray.4">
            <IconPhoto size={32} aria-hidden />
            <Text size="xs">
              <Trans>Sin imagen</Trans>
            </Text>
          </Stack>
        )}
        <CloseButton pos="absolute" top={6} right={6} size="sm" variant="white" aria-hidden tabIndex={-1} />
        {title ? (
          <Box pos="absolute" bottom={0} left={0} right={0} p={6} bg="rgba(0, 0, 0, 0.6)">
            <Text size="xs" c="white" fw={600} ta="center" lineClamp={2}>
              {title}
            </Text>
          </Box>
        ) : null}
      </Paper>
    </Stack>
  );
}
