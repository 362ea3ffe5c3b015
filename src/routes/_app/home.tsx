import { createFileRoute } from '@tanstack/react-router';
import { ContentPage } from '../../features/content/components/content-page';

export const Route = createFileRoute('/_app/home')({
  staticData: { screen: 'contenido' },
  component: ContentPage,
});
