/** The menu as the storefront shows it (visible items only), at a phone's or a desktop's width. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconMenu2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { MenuItem } from '../../../../contract/schemas/menu';
import { childrenOf } from '../lib/menu-tree';

type Width = 'phone' | 'desktop';

/** Visible items only: a hidden item hides everything under it too. */
function visibleTree(items: readonly MenuItem[]): Map<number | null, MenuItem[]> {
  const hidden = new Set<number>();
  for (const item of items) if (!item.active || (item.parentId !== null && hidden.has(item.parentId))) hidden.add(item.id);
  return childrenOf(items.filter((item) => !hidden.has(item.id)));
}

function Label({ item, size }: { item: MenuItem; size: 'sm' | 'xs' }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size={size} fw={size === 'sm' ? 600 : 400}>
        {item.nombre}
      </Text>
      {item.kind === 'url' ? <IconExternalLink size={12} aria-hidden /> : null}
    </Group>
  );
}

function DesktopPreview({ tree }: { tree: Map<number | null, MenuItem[]> }) {
  const { t } = useLingui();
  const roots = tree.get(null) ?? [];
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': t`Vista previa en escritorio` }}>
      <Box miw={720} p="sm" data-testid="menu-preview-desktop">
        <Group gap="lg" align="flex-start" wrap="nowrap" role="list">
          {roots.map((item) => (
            <Stack key={item.id} gap={4} role="listitem">
              <Group gap={2} wrap="nowrap">
                <Label item={item} size="sm" />
                {tree.has(item.id) ? <IconChevronDown size={14} aria-hidden /> : null}
              </Group>
              {(tree.get(item.id) ?? []).map((child) => (
                <Stack
                  key={child.id}
                  gap={2}
                  ps="xs"
                  style={{
                    borderInlineStart: '2px solid var(--mantine-color-default-border)',
                  }}
                >
                  <Label item={child} size="xs" />
                  {(tree.get(child.id) ?? []).map((grandchild) => (
                    <Box key={grandchild.id} ps="xs" c="dimmed">
                      <Label item={grandchild} size="xs" />
                    </Box>
                  ))}
                </Stack>
              ))}
            </Stack>
          ))}
        </Group>
      </Box>
    </ScrollArea>
  );
}

function PhoneList({ tree, parentId, depth }: { tree: Map<number | null, MenuItem[]>; parentId: number | null; depth: number }) {
  return (
    <Stack gap={0} role="list">
      {(tree.get(parentId) ?? []).map((item) => (
        <Box key={item.id} role="listitem">
          <Box
            py={8}
            ps={`calc(${depth} * var(--mantine-spacing-md) + var(--mantine-spacing-sm))`}
            pe="sm"
            style={{
              borderBottom: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Label item={item} size={depth === 0 ? 'sm' : 'xs'} />
          </Box>
          {tree.has(item.id) ? <PhoneList tree={tree} parentId={item.id} depth={depth + 1} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

export function MenuPreview({ items }: { items: readonly MenuItem[] }) {
  const { t } = useLingui();
  // Phones start with the phone preview (the desktop one needs sideways scrolling there).
  const [width, setWidth] = useState<Width>(() => (window.matchMedia('(max-width: 47.99em)').matches ? 'phone' : 'desktop'));
  const tree = visibleTree(items);
  const empty = (tree.get(null) ?? []).length === 0;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          <Trans>Vista previa</Trans>
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t`Ancho de la vista previa`}
          value={width}
          onChange={(value) => setWidth(value as Width)}
          data={[
            { value: 'phone', label: t`Teléfono` },
            { value: 'desktop', label: t`Escritorio` },
          ]}
        />
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          <Trans>La tienda no muestra ningún elemento todavía.</Trans>
        </Text>
      ) : width === 'desktop' ? (
        <Paper withBorder radius="md">
          <DesktopPreview tree={tree} />
        </Paper>
      ) : (
        <Paper withBorder radius="lg" w={360} maw="100%" style={{ overflow: 'hidden' }} data-testid="menu-preview-phone">
          <Group
            gap="xs"
            p="sm"
            style={{
              borderBottom: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <IconMenu2 size={18} aria-hidden />
            <Text size="sm" fw={600}>
              <Trans>Menú</Trans>
            </Text>
          </Group>
          <PhoneList tree={tree} parentId={null} depth={0} />
        </Paper>
      )}
    </Stack>
  );
}
