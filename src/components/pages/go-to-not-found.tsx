import { Navigate } from '@tanstack/react-router';

/** Spec §2/§8: an unknown path redirects to /error-404. */
export function GoToNotFound() {
  return <Navigate to="/error-404" replace />;
}
