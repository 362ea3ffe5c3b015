/**
 * The header's news button, for every staff role on every screen: a badge with the unread count (refetched on focus
 * and every few minutes), opening the news drawer. The drawer and its Markdown renderer are separate chunks, fetched
 * when the button is first pointed at, focused or pressed, so the shell's first download stays small.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { NEWS_ROLES } from '../../../../contract/schemas/news';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { useUserData } from '../../../lib/user-data';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { newsFeedQuery } from '../api/news-queries';

const loadDrawer = () => import('./news-drawer');
const preloadDrawer = () => void loadDrawer();
const NewsDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.NewsDrawer })));

export function NewsButton() {
  const user = useUserData();
  const staff = user !== null && (NEWS_ROLES as readonly string[]).includes(user.rol);
  return staff ? <StaffNewsButton /> : null;
}

function StaffNewsButton() {
  const { t } = useLingui();
  const { scope, needsCompany } = useCompanyScope();
  const feed = useQuery({ ...newsFeedQuery(scope), enabled: !needsCompany });
  // Mounted on the first open and kept, so it closes with its animation and reopens at once.
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const unread = feed.data?.unread ?? 0;
  const label = t`Novedades: ${unread} sin leer`;

  return (
    <>
      <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={18} color="red" offset={4} data-testid="news-badge-count">
        <Tooltip label={label} withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            data-testid="news-badge"
            data-unread={unread}
            onPointerEnter={preloadDrawer}
            onFocus={preloadDrawer}
            onClick={() => {
              setMounted(true);
              setOpened(true);
            }}
          >
            <IconNews size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Indicator>
      {mounted ? (
        <ChunkBoundary fallback={null}>
          <Suspense fallback={null}>
            <NewsDrawer opened={opened} onClose={() => setOpened(false)} scope={scope} needsCompany={needsCompany} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
