import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { done } from '../../../lib/action-result';
import { revokeSession } from '../../../lib/auth-api';
import { hasStoredSession } from '../../../lib/session-storage';
import { useDatabase } from '../../../db/database-context';
import { useSession } from '../../../lib/session/session-context';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadingScreen } from '../../../ui/loading-screen';
import { clearLocalData } from '../actions/clear-local-data';
import { useUnsentChanges } from '../hooks/use-unsent-changes';

/**
 * Logout (spec section 2): asks first when local changes would be lost, then wipes and goes to
 * /login. The question follows the queue while it is open: once everything is sent it says so.
 */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const db = useDatabase();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const unsent = useUnsentChanges();
  // Decided once, from the first count: nothing to lose leaves at once, anything asks first.
  const [decision, setDecision] = useState<'ask' | 'leave' | null>(null);
  const [confirming, setConfirming] = useState(true);
  // Strict mode runs effects twice; the wipe must start once.
  const started = useRef(false);
  // Where the dialog's exit leaves for: back where the user came from, unless they confirmed.
  const leave = useRef<() => Promise<void>>(async () => navigate(-1));

  const logOut = async () => {
    revokeSession().catch(() => {
      // Offline or already revoked: the local wipe below is what protects this device.
    });
    await clearLocalData(db);
    signOut();
    navigate(paths.login, { replace: true });
  };

  // Signed out, the frame around this screen changes and mounts it afresh: that instance only
  // follows the first one to /login (a second wipe would revoke nothing and earn a 401).
  if (decision === null && unsent !== undefined)
    setDecision(unsent === 0 || !hasStoredSession() ? 'leave' : 'ask');

  useEffect(() => {
    if (decision !== 'leave' || started.current) return;
    started.current = true;
    if (!hasStoredSession()) return void navigate(paths.login, { replace: true });
    void logOut();
  });

  if (decision !== 'ask' || unsent === undefined) return <LoadingScreen />;
  const allSent = unsent === 0;
  // Leaving happens after the dialog's exit: unmounted while open it would leave the page
  // aria-hidden (fluentui#35139).
  return (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      onClosed={() => void leave.current()}
      title={allSent ? t('logout.sent_title') : t('logout.pending_title')}
      text={allSent ? t('logout.sent_text') : t('logout.pending_text', { count: unsent })}
      confirmLabel={allSent ? t('logout.log_out') : t('logout.confirm')}
      onConfirm={async () => {
        leave.current = logOut;
        return done;
      }}
    />
  );
}
