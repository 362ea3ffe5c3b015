/**
 * Category navigation of the shop: chips of the top categories (and of the chosen one's subcategories) on wider
 * screens, a drawer with the whole tree on phones. Categories without products to sell are left out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Chip, Drawer, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import type { CallData } from '../../../../contract/calls';

type Category = CallData<'/Shop/Categories'>['categories'][number];

interface CategoryNavProps {
  categories: Category[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
  phone: boolean;
}

/** The path from the top category down to `id` (ids). */
function pathTo(categories: Category[], id: number | null): number[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: number[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && !path.includes(current.id)) {
    path.unshift(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

function ChipRow({ label, options, value, onChange, allLabel }: { label: string; options: Category[]; value: number | null; onChange: (id: number | null) => void; allLabel: string }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Chip.Group multiple={false} value={value === null ? 'all' : String(value)} onChange={(next) => onChange(next === 'all' ? null : Number(next))}>
        <Group gap={6} wrap="nowrap" role="radiogroup" aria-label={label}>
          <Chip value="all" size="sm" radius="sm">
            {allLabel}
          </Chip>
          {options.map((category) => (
            <Chip key={category.id} value={String(category.id)} size="sm" radius="sm">
              {category.name} ({category.productCount})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </ScrollArea>
  );
}

export function CategoryNav({ categories, value, onChange, phone }: CategoryNavProps) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const shown = categories.filter((category) => category.productCount > 0);
  const childrenOf = (parentId: number | null) => shown.filter((category) => category.parentId === parentId || (parentId === null && category.parentId !== null && !shown.some((c) => c.id === category.parentId)));
  const path = pathTo(shown, value);
  const chosenName = shown.find((category) => category.id === value)?.name;

  if (phone) {
    const branch = (parentId: number | null) =>
      childrenOf(parentId).map((category) => {
        const children = childrenOf(category.id);
        return (
          <NavLink
            key={category.id}
            label={`${category.name} (${category.productCount})`}
            active={category.id === value}
            defaultOpened={path.includes(category.id)}
            onClick={() => {
              onChange(category.id);
              if (children.length === 0) close();
            }}
          >
            {children.length > 0 ? branch(category.id) : undefined}
          </NavLink>
        );
      });
    return (
      <>
        <Button variant="default" leftSection={<IconCategory size={16} />} onClick={open} fullWidth justify="space-between">
          {chosenName ?? t`Todas las categorías`}
        </Button>
        <Drawer opened={opened} onClose={close} title={t`Categorías`} position="left" size="85%">
          <Stack gap={0}>
            <NavLink
              label={<Trans>Todas las categorías</Trans>}
              active={value === null}
              onClick={() => {
                onChange(null);
                close();
              }}
            />
            {branch(null)}
          </Stack>
        </Drawer>
      </>
    );
  }

  const top = path[0] ?? null;
  const sub = top === null ? [] : childrenOf(top);
  return (
    <Stack gap={6}>
      <ChipRow label={t`Categorías`} options={childrenOf(null)} value={top} onChange={onChange} allLabel={t`Todas`} />
      {top !== null && sub.length > 0 ? <ChipRow label={t`Subcategorías`} options={sub} value={path[1] ?? null} onChange={(id) => onChange(id ?? top)} allLabel={t`Todo en la categoría`} /> : null}
    </Stack>
  );
}
