import type { Project } from '../entities/project.schema';
import { exhaustive } from '../enums';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
import { clientMayEdit } from '../projects/client-edit';
import { isAdmin, readsTeam } from './actors';

/**
 * Who sees a project (spec section 6): the back office; a client's administrator its client's
 * projects, a project manager those it created; an installer the purchase order of its link.
 */
export function canSeeProject(
  actor: Actor,
  project: Pick<Project, 'id' | 'clientId' | 'creatorId'>,
): boolean {
  if (actor.kind === 'installer') return actor.purchaseOrderId === project.id;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      if (actor.clientId !== project.clientId) return false;
      return readsTeam(actor) || project.creatorId === actor.userId;
    case 'business_referrer':
      return false;
    default:
      return exhaustive(actor.role);
  }
}

/**
 * Who opens the client's team dashboard (`/projects/dashboard`, spec section 2): a client's
 * administrator. Its pull already holds every project of the team (canSeeProject); an agent's
 * holds only its own, so a team list would mislead it. The back office has its own project list.
 */
export function canListTeamProjects(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'client' && readsTeam(actor);
}

/**
 * Who sees a row that belongs to a project (a room, a line, an intervention, a verification card,
 * a photo's row): whoever sees the project, passed in (undefined: it is not stored).
 */
export function canSeeProjectPart(
  actor: Actor,
  part: { projectId: string },
  project: Pick<Project, 'id' | 'clientId' | 'creatorId'> | undefined,
): boolean {
  return project !== undefined && project.id === part.projectId && canSeeProject(actor, project);
}

/**
 * Who may start a project: the back office for a client it names (and the project manager it
 * names, checked against that client when run), a client user for its own client, as its manager.
 */
export function projectCreateRefusal(
  actor: Actor,
  requested: { clientId?: string | undefined; creatorId?: string | undefined },
): ErrorCode | null {
  if (actor.kind !== 'user') return 'auth/forbidden';
  switch (actor.role) {
    case 'admin':
      return requested.clientId === undefined ? 'validation' : null;
    case 'client': {
      if (actor.clientId === null) return 'auth/forbidden';
      // Naming another client or another manager is the office's: refused, not silently ignored.
      const othersClient = requested.clientId !== undefined && requested.clientId !== actor.clientId;
      const othersProject = requested.creatorId !== undefined && requested.creatorId !== actor.userId;
      return othersClient || othersProject ? 'auth/forbidden' : null;
    }
    case 'business_referrer':
      return 'auth/forbidden';
    default:
      return exhaustive(actor.role);
  }
}

/**
 * Who may change a project's content (fields, rooms, lines). Clients edit their drafts only: once
 * submitted or quoted, the project belongs to the back office until it is reopened or handed back.
 */
export function projectWriteRefusal(actor: Actor, project: Project | undefined): ErrorCode | null {
  // Security: a project the actor cannot see answers not_found, like a missing one.
  if (project === undefined || !canSeeProject(actor, project)) return 'not_found';
  if (isAdmin(actor)) return null;
  if (actor.kind !== 'user' || actor.role !== 'client') return 'auth/forbidden';
  return clientMayEdit(project) ? null : 'conflict';
}

/** The part an actor plays in a project's workflow: the back office, or the project's own client. */
export type ProjectParty = 'admin' | 'client';

/**
 * Who may move a project along its workflow (src/domain/projects/status-machine.ts names, per move,
 * the parties allowed): the office, and the client users who see the project (its client's
 * administrator, the project manager who created it).
 */
export function projectPartyRefusal(
  actor: Actor,
  project: Project | undefined,
  parties: readonly ProjectParty[],
): ErrorCode | null {
  // Security: a project the actor cannot see answers not_found, like a missing one.
  if (project === undefined || !canSeeProject(actor, project)) return 'not_found';
  const party = partyOf(actor);
  return party !== null && parties.includes(party) ? null : 'auth/forbidden';
}

function partyOf(actor: Actor): ProjectParty | null {
  if (actor.kind !== 'user') return null;
  switch (actor.role) {
    case 'admin':
      return 'admin';
    case 'client':
      return 'client';
    case 'business_referrer':
      return null;
    default:
      return exhaustive(actor.role);
  }
}
