// Global styles, imported for their effect. The palette's and the charts' styles load with their own chunks
// (command-palette-dialog.tsx, sales-week-chart.tsx).
/* oxlint-disable import/no-unassigned-import */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
/* oxlint-enable import/no-unassigned-import */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { applyDirection } from './components/preferences/apply-direction';
import { initI18n } from './lib/i18n';
import { startOutboxSession } from './lib/outbox/outbox-session';
import { queryClient } from './lib/query-client';
import { startQueryPersistence } from './lib/query-persist';
import { getSettings } from './lib/settings';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Direction before the first paint, so RTL users never see the page flip.
applyDirection(getSettings().dir);
// The offline outbox follows the signed-in user from now on.
startOutboxSession();

// The active language's catalogue first, so the first render has text. A promise rather than a top-level await:
// lazy chunks import from the startup chunk, and a module still in its top-level await could never be imported.
// The persisted queries (offline reads) too, waiting at most RESTORE_TIMEOUT_MS for them.
void Promise.all([initI18n(), startQueryPersistence(queryClient)]).then(() => {
  const router = createAppRouter(queryClient);
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
});
