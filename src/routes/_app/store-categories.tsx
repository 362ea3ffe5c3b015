import { createFileRoute } from '@tanstack/react-router';
import { StoreCategoriesPage } from '../../features/categories/components/store-categories-page';

export const Route = createFileRoute('/_app/store-categories')({
  staticData: { screen: 'categorias' },
  component: StoreCategoriesPage,
});
