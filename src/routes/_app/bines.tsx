import { createFileRoute } from '@tanstack/react-router';
import { BinsPage } from '../../features/bins/components/bins-page';

export const Route = createFileRoute('/_app/bines')({
  staticData: { screen: 'bines' },
  component: BinsPage,
});
