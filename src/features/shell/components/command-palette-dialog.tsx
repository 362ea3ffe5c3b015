// Spotlight's styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/spotlight/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Spotlight, spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MENU_GROUPS, visibleItems } from '../../../components/nav/menu-items';

interface CommandPaletteDialogProps {
  role: string;
  onNavigate?: () => void;
  /** Counts the requests to open (Ctrl/⌘+K, the search buttons); each new one opens the palette. */
  requests: number;
}

/**
 * The palette itself (Mantine Spotlight, its modal and styles): its own chunk, loaded by `CommandPalette` on the
 * first request to open it, so that no screen pays for it before someone searches.
 */
export function CommandPaletteDialog({ role, onNavigate, requests }: CommandPaletteDialogProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();

  useEffect(() => {
    if (requests > 0) spotlight.open();
  }, [requests]);

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
      // The shortcut is CommandPalette's, which also loads this chunk.
      shortcut={null}
      nothingFound={t`No hay pantallas con ese nombre`}
      highlightQuery
      limit={50}
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={20} stroke={1.5} aria-hidden />, placeholder: t`Ir a una pantalla…`, 'aria-label': t`Buscar pantalla` }}
    />
  );
}
