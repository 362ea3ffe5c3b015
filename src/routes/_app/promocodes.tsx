import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';
import { parsePromotionListSearch, type PromotionListSearch } from '../../features/promotions/lib/promotion-list-search';

export const Route = createFileRoute('/_app/promocodes')({
  staticData: { screen: 'promocodes' },
  validateSearch: parsePromotionListSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: PromotionListSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <PromotionsPage kind="code" search={search} onSearchChange={onSearchChange} />;
}
