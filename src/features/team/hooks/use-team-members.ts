import type { Team } from '../../../domain/access';
import { useEntitiesBy } from '../../../db/hooks/use-entities';

/** The members of a team, from the local store (pulled for whoever may list the team). */
export function useTeamMembers(team: Team) {
  return useEntitiesBy(
    'users',
    team.kind === 'client' ? 'clientId' : 'businessReferrerId',
    team.kind === 'client' ? team.clientId : team.referrerId,
  );
}
