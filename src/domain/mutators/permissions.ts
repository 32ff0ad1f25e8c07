import type { Project } from '../entities/project.schema';
import { exhaustive } from '../enums';
import type { ErrorCode } from '../errors';
import type { Actor } from './transaction';

/** Spec section 6: admins run the back office, so every write is theirs. */
export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === 'admin';
}

export function adminOnly(actor: Actor): ErrorCode | null {
  return isAdmin(actor) ? null : 'auth/forbidden';
}

/** Whether the actor can see the project at all (the same rule the server's pull scope applies). */
export function canSeeProject(actor: Actor, project: Project): boolean {
  if (actor.kind === 'installer') return actor.purchaseOrderId === project.id;
  switch (actor.role) {
    case 'admin':
      return true;
    case 'client':
      if (actor.clientId !== project.clientId) return false;
      return actor.clientRole === 'admin' || project.creatorId === actor.userId;
    case 'business_referrer':
      return false;
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
