import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { RenameRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutate } from '../../../sync/sync-context';
import { removeRoom, renameRoom } from '../actions/room-actions';
import { RemoveRoomDialog } from './remove-room-dialog';
import { RoomNameDialog } from './room-name-dialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Renaming and removing a room; memoized, so a change to a line does not render it again. */
export const RoomActions = memo(function RoomActions({
  roomId,
  roomName,
  lineCount,
  packNotice,
}: {
  roomId: string;
  roomName: string;
  lineCount: number;
  packNotice: string | undefined;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  return (
    <div className={styles.actions}>
      <RoomNameDialog
        trigger={<Button icon={<RenameRegular />}>{t('rooms.rename')}</Button>}
        title={t('rooms.rename_title')}
        submitLabel={t('rooms.rename_submit')}
        initialName={roomName}
        onSubmit={(name) => renameRoom(mutate, roomId, name, roomName)}
      />
      <RemoveRoomDialog
        roomName={roomName}
        lineCount={lineCount}
        packNotice={packNotice}
        onConfirm={() => removeRoom(mutate, roomId)}
      />
    </div>
  );
});
