import type { Project } from '../entities/project.schema';
import { exhaustive } from '../enums';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
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

/** Who may start a project: the back office for a client it names, a client user for its own client. */
export function projectCreateRefusal(actor: Actor, requestedClientId: string | undefined): ErrorCode | null {
  if (actor.kind !== 'user') return 'auth/forbidden';
  switch (actor.role) {
    case 'admin':
      return requestedClientId === undefined ? 'validation' : null;
    case 'client':
      return actor.clientId === null ? 'auth/forbidden' : null;
    case 'business_referrer':
      return 'auth/forbidden';
    default:
      return exhaustive(actor.role);
  }
}

/**
 * Who may change a project's content (fields, rooms, lines). Clients edit their drafts only: once
 * quoted, the project belongs to the back office until it is handed back.
 */
export function projectWriteRefusal(actor: Actor, project: Project | undefined): ErrorCode | null {
  // Security: a project the actor cannot see answers not_found, like a missing one.
  if (project === undefined || !canSeeProject(actor, project)) return 'not_found';
  if (isAdmin(actor)) return null;
  if (actor.kind !== 'user' || actor.role !== 'client') return 'auth/forbidden';
  return project.status === 'draft' ? null : 'conflict';
}
