import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, AddSquareMultipleRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { roomKindNames } from '../../../i18n/room-labels';
import { useMutate } from '../../../sync/sync-context';
import { addDefaultRooms, addRoom } from '../actions/room-actions';
import { RoomNameDialog } from './room-name-dialog';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * Adding rooms to a draft. Memoized on the rooms list, which a change to a line leaves as it is, so
 * typing a quantity does not render it again.
 */
export const DraftToolbar = memo(function DraftToolbar({
  projectId,
  rooms,
  onAdded,
  onError,
}: {
  projectId: string;
  rooms: LocalRow<'rooms'>[];
  onAdded: (roomId: string) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();

  async function onAddDefaults() {
    const result = await addDefaultRooms(mutate, projectId, roomKindNames(t), rooms);
    onError(result.ok ? null : t(result.messageKey));
  }

  return (
    <div className={styles.toolbar}>
      <RoomNameDialog
        trigger={<Button icon={<AddRegular />}>{t('rooms.add')}</Button>}
        title={t('rooms.add_title')}
        submitLabel={t('rooms.add_submit')}
        initialName=""
        onSubmit={async (name) => {
          const result = await addRoom(mutate, projectId, name, rooms.length);
          if (result.ok && result.roomId) onAdded(result.roomId);
          return result;
        }}
      />
      <Button icon={<AddSquareMultipleRegular />} onClick={() => void onAddDefaults()}>
        {t('rooms.add_defaults')}
      </Button>
    </div>
  );
});
