import {
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageTeam, teamRoleOf, teamRoles, type Team, type TeamRole } from '../../../domain/access';
import type { User } from '../../../domain/entities/user.schema';
import { memberStatus } from '../../../domain/organisations/member-status';
import { useCollator } from '../../../i18n/use-format';
import type { ActionResult } from '../../../lib/action-result';
import { useOnline } from '../../../lib/use-online';
import type { Actor } from '../../../domain/mutators/transaction';
import { useMutate } from '../../../sync/sync-context';
import { StackedTable } from '../../../ui/stacked-table';
import { updateMember } from '../actions/update-member';
import { useTeamMembers } from '../hooks/use-team-members';
import { InviteDialog } from './invite-dialog';
import { memberStatusLabelKeys, roleLabelKey } from '../lib/team-labels';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

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
  const collator = useCollator();
  const members = useTeamMembers(team);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const [invited, setInvited] = useState<string | null>(null);
  const manages = canManageTeam(actor, team);
  const sorted = useMemo(
    () => members.data?.slice().sort((a, b) => collator.compare(fullName(a), fullName(b))),
    [members.data, collator],
  );

  const change = async (user: User, patch: { active?: boolean; role?: TeamRole }) => {
    setInvited(null);
    setResult(await updateMember(mutate, user.id, patch));
  };

  const rows = (sorted ?? []).map((user) => {
    const self = actor.kind === 'user' && actor.userId === user.id;
    const name = fullName(user);
    const role = teamRoleOf(user, team);
    const status = t(memberStatusLabelKeys[memberStatus(user)]);
    return {
      key: user.id,
      cells: [
        <Text key="name" weight="semibold">
          {name}
        </Text>,
        user.email,
        manages && teamRoles[team.kind].length > 1 ? (
          <Select
            key="role"
            aria-label={t('members.role_of', { name })}
            value={role ?? ''}
            onChange={(_, data) => void change(user, { role: data.value as TeamRole })}
          >
            {teamRoles[team.kind].map((value) => (
              <option key={value} value={value}>
                {t(roleLabelKey(team.kind, value))}
              </option>
            ))}
          </Select>
        ) : (
          role && t(roleLabelKey(team.kind, role))
        ),
        // One's own activation is not one's to switch off: its state shows as text (a disabled
        // switch's pale label would read as low contrast). An invitation not taken up reads
        // "Invited", never "Active".
        manages && !self ? (
          <Switch
            key="active"
            aria-label={t('members.active_of', { name })}
            label={status}
            checked={user.active}
            onChange={(_, data) => void change(user, { active: data.checked })}
          />
        ) : (
          status
        ),
      ],
    };
  });

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
      {sorted === undefined ? (
        <Spinner label={t('loading')} />
      ) : sorted.length === 0 ? (
        <Text>{t('members.empty')}</Text>
      ) : (
        <StackedTable
          label={t('members.label')}
          columns={[t('members.name'), t('members.email'), t('members.role'), t('members.status')]}
          rows={rows}
        />
      )}
    </>
  );
}
