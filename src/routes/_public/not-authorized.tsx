import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { landingRoute } from '../../../contract/screens';
import { NotAuthorizedPage } from '../../components/pages/not-authorized-page';
import { useLogout } from '../../features/auth/api/use-logout';
import { TermsGate } from '../../features/terms/components/terms-gate';
import { useUserData } from '../../lib/user-data';

export const Route = createFileRoute('/_public/not-authorized')({
  component: NotAuthorizedRoute,
});

/** Customers (no screens) land here; they can only sign out. */
function NotAuthorizedRoute() {
  const user = useUserData();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const landing = user ? landingRoute(user.rol) : null;
  const hasLanding = landing !== null && landing !== '/not-authorized';
  return (
    <>
      <NotAuthorizedPage
        landing={hasLanding ? landing : null}
        onLogout={user ? () => void logout().then(() => navigate({ to: '/login', replace: true })) : undefined}
        logoutPending={pending}
      />
      {/* Signed-in users without screens (role C) still see the terms prompt (spec §2, §4). */}
      {user ? <TermsGate /> : null}
    </>
  );
}
