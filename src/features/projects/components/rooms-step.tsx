import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [selectedRoomId, setSelectedRoomId] = useState<string | null>(null);
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
