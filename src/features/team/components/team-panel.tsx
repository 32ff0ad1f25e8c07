import { Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageTeam, type Team } from '../../../domain/access';
import type { User } from '../../../domain/entities/user.schema';
import type { ActionResult } from '../../../lib/action-result';
import { useOnline } from '../../../lib/use-online';
import type { Actor } from '../../../domain/mutators/transaction';
import { useMutate } from '../../../sync/sync-context';
import { updateMember, type MemberChange } from '../actions/update-member';
import { InviteDialog } from './invite-dialog';
import { MemberList } from './member-list';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * One team page for every team (a client's, a referrer's, the office's own staff) and every manager
 * of it (the office, the team's own administrator): members from the local store, their role and activation as
 * mutations, invitations through the server.
 */
export function TeamPanel({ team, actor }: { team: Team; actor: Actor }) {
  const { t } = useTranslation('team');
  const styles = useStyles();
  const mutate = useMutate();
  const online = useOnline();
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const [invited, setInvited] = useState<string | null>(null);
  const manages = canManageTeam(actor, team);

  const change = async (user: User, patch: MemberChange) => {
    setInvited(null);
    setResult(await updateMember(mutate, user.id, patch));
  };

  return (
    <>
      {manages && (
        <div className={styles.bar}>
          <InviteDialog team={team} onInvited={setInvited} />
          {!online && <Caption1>{t('invite.offline')}</Caption1>}
        </div>
      )}
      {invited && (
        <MessageBar intent="success">
          <MessageBarBody>{t('invite.sent', { email: invited })}</MessageBarBody>
        </MessageBar>
      )}
      {!result.ok && (
        <MessageBar intent="error">
          <MessageBarBody>{t(result.messageKey)}</MessageBarBody>
        </MessageBar>
      )}
      <MemberList team={team} actor={actor} manages={manages} onChange={change} />
    </>
  );
}
