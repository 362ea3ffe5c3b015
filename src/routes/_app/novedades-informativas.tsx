import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../features/news/components/news-page';

export const Route = createFileRoute('/_app/novedades-informativas')({
  staticData: { screen: 'novedades' },
  component: NewsPage,
});
