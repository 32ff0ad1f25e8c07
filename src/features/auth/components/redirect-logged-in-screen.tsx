import { Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../domain/access';
import { landingPathFor } from '../../../domain/auth/menu';
import { useSession } from '../../../lib/session/session-context';
import { LoadingScreen } from '../../../ui/loading-screen';

/**
 * Sends a freshly signed-in user back to the address it opened before signing in (a same-origin
 * path only), else to the home of its role. Mounted behind the session check; a deep link to a
 * route of another role then shows that route's "not available for your account".
 */
export function RedirectLoggedInScreen() {
  const { state } = useSession();
  const [searchParams] = useSearchParams();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  return <Navigate to={safeReturnPath(searchParams.get('next')) ?? landingPathFor(state.user)} replace />;
}
