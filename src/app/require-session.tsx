import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { exhaustive } from '../domain/enums';
import { describeError } from '../lib/describe-error';
import { useSession } from '../lib/session/session-context';
import { LoadingScreen } from '../ui/loading-screen';
import { paths } from './paths';
import { RequireRouteAccess } from './require-route-access';

/** /login, keeping the address the visitor asked for so that signing in returns to it. */
function SignIn() {
  const { pathname, search, hash } = useLocation();
  const next = new URLSearchParams({ next: `${pathname}${search}${hash}` });
  return <Navigate to={`${paths.login}?${next.toString()}`} replace />;
}

/**
 * Guard of every private route (spec section 2): the session check, then the route's access rule,
 * then the screen; without a session, /login.
 */
export function RequireSession() {
  const { t } = useTranslation('common');
  const { state } = useSession();
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'anonymous':
      return <SignIn />;
    case 'error':
      return (
        <>
          <LoadingScreen errorMessage={describeError(state.error, t)} />
          <SignIn />
        </>
      );
    case 'authenticated':
      return <RequireRouteAccess user={state.user} />;
    default:
      return exhaustive(state);
  }
}
