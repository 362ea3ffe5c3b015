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
import { queryClient } from './lib/query-client';
import { getSettings } from './lib/settings';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Direction before the first paint, so RTL users never see the page flip.
applyDirection(getSettings().dir);
await initI18n();

const router = createAppRouter(queryClient);
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
