import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../features/credits/components/credits-page';
import { parseCreditsSearch } from '../../features/credits/lib/credits-search';

export const Route = createFileRoute('/_app/easycreditos')({
  staticData: { screen: 'easycreditos' },
  validateSearch: parseCreditsSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CreditsPage
      customerId={search.cliente ?? null}
      onCustomerChange={(id) =>
        void navigate({
          search: id === null ? {} : { cliente: id },
          replace: true,
        })
      }
    />
  );
}
