import { useDraftActor } from '../../hooks/use-draft-actor';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { AcceptanceNote } from './acceptance-note';
import { FollowUpPrompt } from './follow-up-prompt';
import { followUpActions } from './follow-up-actions';
import { SendNote } from './send-note';
import { SignQuotePrompt } from './sign-quote-prompt';

/**
 * Above the tabs: the quote's number and signature, what the client may do with its project now,
 * and whether its last move was sent. Accepting the quote is signing it.
 */
export function FollowUpBar({ draft }: { draft: ProjectDraft }) {
  const { project } = draft;
  const actor = useDraftActor();
  const actions = actor === null ? [] : followUpActions(actor, project);
  return (
    <>
      <SendNote projectId={project.id} />
      <AcceptanceNote projectId={project.id} quoteNumber={project.quoteNumber} />
      {actions.map((action) =>
        action === 'acceptQuote' ? (
          <SignQuotePrompt key={action} draft={draft} />
        ) : (
          <FollowUpPrompt key={action} projectId={project.id} action={action} />
        ),
      )}
    </>
  );
}
