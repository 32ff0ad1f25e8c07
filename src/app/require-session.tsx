import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { exhaustive } from '../domain/enums';
import { describeError } from '../lib/describe-error';
import { useSession } from '../lib/session/session-context';
import { LoadingScreen } from '../ui/loading-screen';
import { paths } from './paths';

/** Guard of every private route (spec section 2): the session check, then the screen or /login. */
export function RequireSession() {
  const { t } = useTranslation('common');
  const { state } = useSession();
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'anonymous':
      return <Navigate to={paths.login} replace />;
    case 'error':
      return (
        <>
          <LoadingScreen errorMessage={describeError(state.error, t)} />
          <Navigate to={paths.login} replace />
        </>
      );
    case 'authenticated':
      return <Outlet />;
    default:
      return exhaustive(state);
  }
}
