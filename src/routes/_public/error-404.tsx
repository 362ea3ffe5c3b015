import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../components/pages/not-found-page';

export const Route = createFileRoute('/_public/error-404')({
  component: NotFoundPage,
});
