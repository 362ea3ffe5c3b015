/**
 * How the storefront shows its content: a banner strip (wide pictures one under another), a carousel (a row of cards
 * that scrolls sideways) and a category row (small round tiles). Every picture has its item's title as alt text; an
 * item without a picture shows its title on a tinted block. `compact` lays it out for a phone's width.
 */
import { useLingui } from '@lingui/react/macro';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { UiElement, UiItem } from '../../../../contract/schemas/content';

interface StorefrontStripProps {
  elements: readonly UiElement[];
  compact?: boolean;
}

export function StorefrontStrip({ elements, compact = false }: StorefrontStripProps) {
  if (elements.length === 0) return null;
  return (
    <Stack gap="md" data-testid="storefront-strip">
      {elements.map((element) => (
        <Stack key={element.id} gap={6} data-testid="storefront-element" data-kind={element.tipo}>
          {element.tipo === 'banner' ? null : (
            <Text fw={600} size={compact ? 'sm' : 'md'}>
              {element.titulo}
            </Text>
          )}
          {element.tipo === 'banner' ? <Banner items={element.items} compact={compact} /> : element.tipo === 'carousel' ? <Carousel title={element.titulo} items={element.items} compact={compact} /> : <CategoryRow title={element.titulo} items={element.items} />}
        </Stack>
      ))}
    </Stack>
  );
}

function Picture({ item, ratio }: { item: UiItem; ratio: number }) {
  if (item.imagenUrl) return <Image src={item.imagenUrl} alt={item.titulo} radius="md" fit="cover" style={{ aspectRatio: ratio, width: '100%' }} />;
  return (
    <Paper radius="md" bg="var(--mantine-primary-color-light)" style={{ aspectRatio: ratio, width: '100%', display: 'grid', placeItems: 'center' }} p="xs">
      <Text fw={600} ta="center" size="sm" c="var(--mantine-color-text)">
        {item.titulo}
      </Text>
    </Paper>
  );
}

function Banner({ items, compact }: { items: UiItem[]; compact: boolean }) {
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Box key={item.id} data-testid="storefront-item">
          <Picture item={item} ratio={compact ? 2 : 4} />
        </Box>
      ))}
    </Stack>
  );
}

/** A sideways-scrolling row: keyboard users scroll it once it has focus (it has no links of its own). */
function ScrollRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" tabIndex={0} aria-label={label} role="region" style={{ overflowX: 'auto', scrollSnapType: 'x mandatory', paddingBottom: 4 }}>
      {children}
    </Group>
  );
}

function Carousel({ title, items, compact }: { title: string; items: UiItem[]; compact: boolean }) {
  const { t } = useLingui();
  return (
    <ScrollRow label={t`Carrusel ${title}`}>
      {items.map((item) => (
        <Stack key={item.id} gap={4} data-testid="storefront-item" style={{ flex: 'none', width: compact ? '80%' : 'min(360px, 40%)', scrollSnapAlign: 'start' }}>
          <Picture item={item} ratio={16 / 9} />
          {item.imagenUrl ? (
            <Text size="sm" truncate aria-hidden>
              {item.titulo}
            </Text>
          ) : null}
        </Stack>
      ))}
    </ScrollRow>
  );
}

function CategoryRow({ title, items }: { title: string; items: UiItem[] }) {
  const { t } = useLingui();
  return (
    <ScrollRow label={t`Fila de categorías ${title}`}>
      {items.map((item) => (
        <Stack key={item.id} gap={4} align="center" data-testid="storefront-item" style={{ flex: 'none', width: 96 }}>
          {item.imagenUrl ? (
            <Image src={item.imagenUrl} alt="" w={72} h={72} radius={36} fit="cover" />
          ) : (
            <Box w={72} h={72} bg="var(--mantine-primary-color-light)" style={{ borderRadius: 36 }} aria-hidden />
          )}
          <Text size="xs" ta="center" lineClamp={2}>
            {item.titulo}
          </Text>
        </Stack>
      ))}
    </ScrollRow>
  );
}
