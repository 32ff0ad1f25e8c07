import { useLiveQuery } from 'dexie-react-hooks';
import type { Team } from '../../../domain/access';
import { exhaustive } from '../../../domain/enums';
import { useDatabase } from '../../../db/database-context';
import { toLiveResult } from '../../../db/hooks/live-result';

/**
 * The members of a team, from the local store (pulled for whoever may list the team): a client's
 * or a referrer's by their index, the office's staff by their kind of account (only the office
 * pulls every user, and its staff are few).
 */
export function useTeamMembers(team: Team) {
  const db = useDatabase();
  const key = team.kind === 'client' ? team.clientId : team.kind === 'referrer' ? team.referrerId : '';
  const answer = useLiveQuery(
    async () => {
      const users = db.entity('users');
      switch (team.kind) {
        case 'client':
          return { data: await users.where('clientId').equals(team.clientId).toArray() };
        case 'referrer':
          return { data: await users.where('businessReferrerId').equals(team.referrerId).toArray() };
        case 'office':
          return { data: await users.filter((user) => user.role === 'admin').toArray() };
        default:
          return exhaustive(team);
      }
    },
    // The team is a new object on each render: its kind and id are what the query reads.
    [db, team.kind, key],
  );
  return toLiveResult(answer);
}
