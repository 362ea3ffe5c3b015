import { useLingui } from '@lingui/react/macro';
import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { MENU_GROUPS, visibleItems } from '../../../components/nav/menu-items';

/** Ctrl/⌘+K: jump to any screen the role may open (UI.md). */
export function CommandPalette({ role, onNavigate }: { role: string; onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  // Rebuilt each render (at most a few dozen items) so the labels follow the language.
  const actions: SpotlightActionData[] = (() => {
    const groupOf = new Map(MENU_GROUPS.flatMap((group) => group.items.map((item) => [item.id, i18n._(group.label)] as const)));
    return visibleItems(role).map((item) => {
      const Icon = item.icon;
      return {
        id: item.id,
        label: i18n._(item.label),
        description: groupOf.get(item.id) ?? '',
        leftSection: <Icon size={20} stroke={1.6} aria-hidden />,
        onClick: () => {
          onNavigate?.();
          void navigate({ to: item.to, search: item.search ?? {} });
        },
      };
    });
  })();

  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      nothingFound={t`No hay pantallas con ese nombre`}
      highlightQuery
      limit={50}
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={20} stroke={1.5} aria-hidden />, placeholder: t`Ir a una pantalla…`, 'aria-label': t`Buscar pantalla` }}
    />
  );
}
