import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CustomersPage } from '../../features/customers/components/customers-page';
import { parseCustomerListSearch, type CustomerListSearch } from '../../features/customers/lib/customer-list-search';

export const Route = createFileRoute('/_app/clientes')({
  staticData: { screen: 'clientes' },
  validateSearch: parseCustomerListSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: CustomerListSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <CustomersPage search={search} onSearchChange={onSearchChange} />;
}
