import { Button, CounterBadge } from '@fluentui/react-components';
import { WarningRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useRejectedMutations } from '../../../db/hooks/use-sync-queue';
import { useSession } from '../../../lib/session/session-context';
import { ViewDialog } from '../../../ui/view-dialog';
import { useConflictNotices } from '../hooks/use-conflict-notices';
import { NoticeList } from './notice-list';
import { RejectedList } from './rejected-list';

/**
 * Shown only when the server refused changes: opens the list with each reason, named by what a person
 * recognises (the furniture, the room, the project), and for a change that lost a conflict both values.
 */
export function RejectedChangesButton() {
  const { t } = useTranslation('sync');
  const rejected = useRejectedMutations();
  const { state } = useSession();
  const notices = useConflictNotices(state.status === 'authenticated' ? state.user._id : null);
  if (rejected.loading) return null;
  const count = rejected.data.length + notices.length;
  if (count === 0) return null;
  return (
    <ViewDialog
      trigger={
        <Button appearance="subtle" icon={<WarningRegular />} aria-label={t('rejected.open', { count })}>
          <CounterBadge count={count} color="danger" size="small" />
        </Button>
      }
      title={t('rejected.title')}
    >
      <RejectedList rows={rejected.data} />
      <NoticeList notices={notices} />
    </ViewDialog>
  );
}
