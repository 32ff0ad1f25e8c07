import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProjectDraft } from '../hooks/use-project-draft';
import type { DraftTotals } from '../lib/draft-totals';
import { AddModuleMenu } from './add-module-menu';
import { DraftToolbar } from './draft-toolbar';
import { ProjectOptions } from './project-options';
import { RoomTabs } from './room-tabs';
import { ErrorBar } from './error-bar';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Step 4: the rooms as tabs with their furniture, and the project's options. */
export function RoomsStep({
  draft,
  totals,
  editable,
}: {
  draft: ProjectDraft;
  totals: DraftTotals;
  editable: boolean;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  // In the URL (`?room=`), as the step is: a reload, or this step mounting again while the draft
  // loads, opens the room the person was in rather than the first one.
  const [params, setParams] = useSearchParams();
  const selectedRoomId = params.get('room');
  const setSelectedRoomId = (roomId: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('room', roomId);
        return next;
      },
      { replace: true },
    );
  const [error, setError] = useState<string | null>(null);
  const { project, rooms } = draft;
  return (
    <div className={styles.root}>
      <ErrorBar message={error} />
      {editable && (
        <div className={styles.toolbar}>
          <DraftToolbar projectId={project.id} rooms={rooms} onAdded={setSelectedRoomId} onError={setError} />
          <AddModuleMenu draft={draft} onError={setError} />
        </div>
      )}
      {rooms.length === 0 ? (
        <Text>{t('rooms.empty')}</Text>
      ) : (
        <div>
          <RoomTabs
            draft={draft}
            totals={totals}
            editable={editable}
            selectedRoomId={selectedRoomId}
            onSelect={setSelectedRoomId}
          />
        </div>
      )}
      <ProjectOptions draft={draft} editable={editable} />
    </div>
  );
}
