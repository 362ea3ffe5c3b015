import { createFileRoute } from '@tanstack/react-router';
import { MyMenuPage } from '../../features/my-menu/components/my-menu-page';

export const Route = createFileRoute('/_app/mi-menu')({
  staticData: { screen: 'mi-menu' },
  component: MyMenuPage,
});
