import { createFileRoute } from '@tanstack/react-router';
import { GoToNotFound } from '../../../components/pages/go-to-not-found';
import { PromotionPage } from '../../../features/promotions/components/promotion-page';
import { parsePromotionId } from '../../../features/promotions/lib/promotion-id';

export const Route = createFileRoute('/_app/promotarjeta/$id')({
  staticData: { screen: 'promotarjetas' },
  component: RouteComponent,
});

function RouteComponent() {
  const id = parsePromotionId('card', Route.useParams().id);
  if (id === undefined) return <GoToNotFound />;
  return <PromotionPage key={id ?? 'nueva'} kind="card" promotionId={id} />;
}
