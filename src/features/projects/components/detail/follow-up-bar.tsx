import type { LocalRow } from '../../../../db/database';
import { useDraftActor } from '../../hooks/use-draft-actor';
import { FollowUpPrompt } from './follow-up-prompt';
import { followUpActions } from './follow-up-actions';
import { SendNote } from './send-note';

/** Above the tabs: what the client may do with its project now, and whether its last move was sent. */
export function FollowUpBar({ project }: { project: LocalRow<'projects'> }) {
  const actor = useDraftActor();
  const actions = actor === null ? [] : followUpActions(actor, project);
  return (
    <>
      <SendNote projectId={project.id} />
      {actions.map((action) => (
        <FollowUpPrompt key={action} projectId={project.id} action={action} />
      ))}
    </>
  );
}
