import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';
import { parseUserListSearch } from '../../features/users/lib/user-search';

export const Route = createFileRoute('/_app/usuarios')({
  staticData: { screen: 'usuarios' },
  validateSearch: parseUserListSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UsersPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
