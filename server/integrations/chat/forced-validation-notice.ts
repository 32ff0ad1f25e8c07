import type { Project } from '../../../src/domain/entities/project.schema';
import type { Language } from '../../../src/domain/enums';
import type { Transaction } from '../../../src/domain/mutators/transaction';
import { translate } from '../../i18n/translator';
import type { NewMessage } from '../../outbox/messages';

/**
 * The purchasing chat's notice of a forced validation (spec section 4): the merchandise arrives
 * after the installation date, named with who forced it, in the purchasing team's language.
 */
export async function forcedValidationNotice(
  tx: Transaction,
  project: Project,
  dates: { arrival: string; installation: string },
  language: Language,
): Promise<NewMessage> {
  const user = tx.actor.kind === 'user' ? await tx.get('users', tx.actor.userId) : undefined;
  const userName =
    user === undefined
      ? '?'
      : [user.firstName, user.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') ||
        String(user.email);
  const projectName =
    project.operationNumber === '' ? project.name : `${project.name} (${project.operationNumber})`;
  const text =
    translate(language, 'outbox', 'chat.forced_validation', {
      project: projectName,
      arrival: dates.arrival,
      installation: dates.installation,
      user: userName,
    }) ?? 'chat.forced_validation';
  return {
    kind: 'chat.notice',
    projectId: project.id,
    payload: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] },
  };
}
