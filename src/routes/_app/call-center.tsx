import { createFileRoute } from '@tanstack/react-router';
import { CallCenterPage } from '../../features/call-center/components/call-center-page';

export const Route = createFileRoute('/_app/call-center')({
  staticData: { screen: 'call-center' },
  component: CallCenterPage,
});
