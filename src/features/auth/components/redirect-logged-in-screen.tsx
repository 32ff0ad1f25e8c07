import { Navigate } from 'react-router';
import { landingPathFor } from '../../../domain/auth/menu';
import { useSession } from '../../../lib/session/session-context';
import { LoadingScreen } from '../../../ui/loading-screen';

/** Sends a freshly signed-in user to the home of their role. Mounted behind the session check. */
export function RedirectLoggedInScreen() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  return <Navigate to={landingPathFor(state.user)} replace />;
}
