import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { applyDirection } from './components/preferences/direction-toggle';
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
// The persisted queries (offline reads) are back before the first render, waiting at most RESTORE_TIMEOUT_MS for them.
await Promise.all([initI18n(), startQueryPersistence(queryClient)]);

const router = createAppRouter(queryClient);
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
