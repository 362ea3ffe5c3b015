/**
 * How the storefront shows the content now (the same strip the shop shows, from `/Shop/Home`: active elements with
 * their items in force), at a phone's width (390 px) or the full width.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { storefrontStripQuery, type CompanyScope } from '../api/content-queries';
import { StorefrontStrip } from './storefront-strip';

const PHONE_WIDTH = 390;

export function ContentPreview({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const strip = useQuery(storefrontStripQuery(scope));
  const elements = strip.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" data-testid="content-preview">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          <Trans>Vista previa</Trans>
        </Title>
        <SegmentedControl
          aria-label={t`Ancho de la vista previa`}
          value={width}
          onChange={(value) => setWidth(value as 'phone' | 'desktop')}
          data={[
            { value: 'phone', label: t`Teléfono` },
            { value: 'desktop', label: t`Escritorio` },
          ]}
        />
      </Group>
      <Box w={width === 'phone' ? PHONE_WIDTH : '100%'} maw="100%" mx={width === 'phone' ? 'auto' : undefined} p="sm" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }} data-width={width}>
        {elements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {strip.isPending ? <Trans>Cargando…</Trans> : <Trans>La tienda no muestra nada ahora: no hay elementos activos con ítems vigentes.</Trans>}
          </Text>
        ) : (
          <StorefrontStrip elements={elements} compact={width === 'phone'} />
        )}
      </Box>
    </Card>
  );
}
