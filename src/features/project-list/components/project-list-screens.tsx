import { useSession } from '../../../lib/session/session-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { ProjectListScreen } from './project-list-screen';

/** `/projects`: My Projects, the projects the signed-in user created. */
export function MyProjectsScreen() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  // Keyed on the user: the onboarding memory and the list belong to whoever is signed in.
  return <ProjectListScreen key={state.user._id} scope="mine" user={state.user} />;
}

/**
 * `/projects/dashboard`: every project of the client's team, for its administrators (the route's
 * rule in access/routes.ts shows anyone else "not available for your account").
 */
export function TeamProjectsScreen() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return <LoadingScreen />;
  return <ProjectListScreen key={state.user._id} scope="team" user={state.user} />;
}
