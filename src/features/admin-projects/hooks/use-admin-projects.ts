import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../db/database-context';
import type { LocalRow } from '../../../db/database';
import { toLiveResult, type LiveResult } from '../../../db/hooks/live-result';

export interface AdminProjects {
  projects: LocalRow<'projects'>[];
  /** By name, for the client filter and the rows. */
  clients: LocalRow<'clients'>[];
  /** Every user the office sees: the creator filter and the project manager picker read them. */
  users: LocalRow<'users'>[];
}

/**
 * Every project of the local store (the office's pull holds them all), with the clients and users
 * the list names: read in one transaction, so it works offline and follows every pull and change.
 */
export function useAdminProjects(): LiveResult<AdminProjects> {
  const db = useDatabase();
  const answer = useLiveQuery(
    () =>
      db.transaction('r', [db.entity('projects'), db.entity('clients'), db.entity('users')], async () => {
        const [projects, clients, users] = await Promise.all([
          db.entity('projects').toArray(),
          db.entity('clients').toArray(),
          db.entity('users').toArray(),
        ]);
        clients.sort((a, b) => a.name.localeCompare(b.name));
        return { data: { projects, clients, users } };
      }),
    [db],
  );
  return toLiveResult(answer);
}

export function userName(user: Pick<LocalRow<'users'>, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}
