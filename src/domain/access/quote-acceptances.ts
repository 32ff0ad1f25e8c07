import type { Project } from '../entities/project.schema';
import type { QuoteAcceptance } from '../entities/quote-acceptance.schema';
import type { ErrorCode } from '../errors';
import type { Actor } from '../mutators/transaction';
import { canSeeProjectPart, projectPartyRefusal } from './projects';

/**
 * Who sees a signed quote: the office and the client users who see its project. Not an installer
 * on site: it holds the quote's prices and the client's signature.
 */
export function canSeeQuoteAcceptance(
  actor: Actor,
  acceptance: Pick<QuoteAcceptance, 'projectId'>,
  project: Pick<Project, 'id' | 'clientId' | 'creatorId'> | undefined,
): boolean {
  return actor.kind === 'user' && canSeeProjectPart(actor, acceptance, project);
}

/**
 * Who may sign a project's quote: its own client's users who see it (its client's administrator, the
 * project manager who made it). The office accepts on a client's word through projectTransition; it
 * never signs in the client's name.
 */
export function quoteSignRefusal(actor: Actor, project: Project | undefined): ErrorCode | null {
  return projectPartyRefusal(actor, project, ['client']);
}
