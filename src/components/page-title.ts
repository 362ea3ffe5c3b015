import { useEffect } from 'react';

export const APP_NAME = 'Canasta';

/** Sets the browser tab title to "<title> · Canasta" while the page is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
