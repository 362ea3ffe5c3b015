import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app';
import { GoToNotFound } from '../components/pages/go-to-not-found';
import { PwaUpdatePrompt } from '../components/pwa-update-prompt';
import { ScrollToTop } from '../components/scroll-to-top';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // Spec §2: unknown paths go to /error-404.
  notFoundComponent: GoToNotFound,
});

function RootComponent() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <PwaUpdatePrompt />
    </>
  );
}
