import { Select, Spinner, Switch, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { teamRoleOf, teamRoles, type Team, type TeamRole } from '../../../domain/access';
import type { User } from '../../../domain/entities/user.schema';
import type { Actor } from '../../../domain/mutators/transaction';
import { memberStatus } from '../../../domain/organisations/member-status';
import { useCollator } from '../../../i18n/use-format';
import { StackedTable } from '../../../ui/stacked-table';
import type { MemberChange } from '../actions/update-member';
import { useTeamMembers } from '../hooks/use-team-members';
import { memberStatusLabelKeys, roleLabelKey } from '../lib/team-labels';

function fullName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * A team's members by name, with their email, role and activation; a manager changes the role and
 * the activation in place.
 */
export function MemberList({
  team,
  actor,
  manages,
  onChange,
}: {
  team: Team;
  actor: Actor;
  manages: boolean;
  onChange: (user: User, patch: MemberChange) => Promise<void>;
}) {
  const { t } = useTranslation('team');
  const collator = useCollator();
  const members = useTeamMembers(team);
  const sorted = useMemo(
    () => members.data?.slice().sort((a, b) => collator.compare(fullName(a), fullName(b))),
    [members.data, collator],
  );

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
            onChange={(_, data) => void onChange(user, { role: data.value as TeamRole })}
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
            onChange={(_, data) => void onChange(user, { active: data.checked })}
          />
        ) : (
          status
        ),
      ],
    };
  });

  if (sorted === undefined) return <Spinner label={t('loading')} />;
  if (sorted.length === 0) return <Text>{t('members.empty')}</Text>;
  return (
    <StackedTable
      label={t('members.label')}
      columns={[t('members.name'), t('members.email'), t('members.role'), t('members.status')]}
      rows={rows}
    />
  );
}
