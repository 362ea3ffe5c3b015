import { createFileRoute } from '@tanstack/react-router';
import { PushMessagesPage } from '../../features/push-messages/components/push-messages-page';

export const Route = createFileRoute('/_app/notificaciones')({
  staticData: { screen: 'notificaciones' },
  component: PushMessagesPage,
});
