import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../db/database-context';
import { AlertBar } from '../ui/alert-bar';

/**
 * While this version's local database upgrade waits for an older tab to let go, nothing can be
 * read: say so, rather than leaving a spinner that never ends.
 */
export function UpgradeBlockedBar() {
  const { t } = useTranslation('common');
  const db = useDatabase();
  const blocked = useSyncExternalStore(
    (changed) => db.watchUpgradeBlocked(changed),
    () => db.isUpgradeBlocked,
  );
  if (!blocked) return null;
  return (
    <AlertBar intent="warning" role="alert">
      {t('upgrade_blocked')}
    </AlertBar>
  );
}
