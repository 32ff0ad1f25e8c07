import { Spinner } from '@fluentui/react-components';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { projectWriteRefusal } from '../../../domain/access';
import { useVatPreference } from '../../../lib/vat-preference';
import { useDraftActor } from '../hooks/use-draft-actor';
import { useProjectDraft } from '../hooks/use-project-draft';
import { draftTotals } from '../lib/draft-totals';
import { RoomsStep } from './rooms-step';

/**
 * The rooms and lines of a project exactly as the client edits them (add room, default rooms, a
 * module's lines, quantities, replacements), for another screen to show by project id: the office's
 * editor composes it in. Editable by whoever the access rules let write the project.
 */
export function ProjectRoomsEditor({ projectId }: { projectId: string }) {
  const { t } = useTranslation('common');
  const draft = useProjectDraft(projectId);
  const shown = useDeferredValue(draft.data);
  const [preference] = useVatPreference();
  const actor = useDraftActor();
  if (draft.loading || shown === undefined) return <Spinner label={t('loading')} />;
  const editable = actor !== null && projectWriteRefusal(actor, shown.project) === null;
  return <RoomsStep draft={shown} totals={draftTotals(shown, preference)} editable={editable} />;
}
