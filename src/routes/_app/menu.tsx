import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '../../features/menu/components/menu-page';

export const Route = createFileRoute('/_app/menu')({
  staticData: { screen: 'categorias' },
  component: MenuPage,
});
