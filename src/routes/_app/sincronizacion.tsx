import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/sync/components/outbox-page';

/** The outbox screen: open to every signed-in user (each sees only their own device's changes). */
export const Route = createFileRoute('/_app/sincronizacion')({
  component: OutboxPage,
});
