import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '../../features/categories/components/categories-page';

export const Route = createFileRoute('/_app/categorias')({
  staticData: { screen: 'categorias' },
  component: CategoriesPage,
});
