import { Button, Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamRoles, type Team, type TeamRole } from '../../../domain/access';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { useOnline } from '../../../lib/use-online';
import { FormDialog } from '../../../ui/form-dialog';
import { TextField } from '../../../ui/text-field';
import { inviteMember } from '../actions/invite-member';
import { defaultInviteRole, inviteFieldLabelKeys, roleLabelKey } from '../lib/team-labels';

const empty = { email: '', first_name: '', last_name: '' };

/** "Invite a member": name, email and role; the mail goes out from the server (online only). */
export function InviteDialog({ team, onInvited }: { team: Team; onInvited: (email: string) => void }) {
  const { t } = useTranslation('team');
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(empty);
  const [role, setRole] = useState<TeamRole>(defaultInviteRole[team.kind]);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const [sending, setSending] = useState(false);
  const message = (field: string) => {
    const key = result.ok ? undefined : result.fields[field];
    return key === undefined ? undefined : t(key, { defaultValue: t('validation:invalid') });
  };
  const text = (field: keyof typeof empty) => ({
    label: t(inviteFieldLabelKeys[field]),
    value: fields[field],
    onChange: (value: string) => setFields((current) => ({ ...current, [field]: value })),
    message: message(field),
    required: true,
  });

  const submit = async () => {
    setSending(true);
    const outcome = await inviteMember({ team, role, ...fields });
    setSending(false);
    setResult(outcome);
    if (!outcome.ok) return;
    onInvited(fields.email.trim().toLowerCase());
    setFields(empty);
    setOpen(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setResult({ ok: true });
      }}
      trigger={
        <Button appearance="primary" icon={<PersonAddRegular />} disabled={!online}>
          {t('invite.open')}
        </Button>
      }
      title={t('invite.title')}
      submitLabel={t('invite.send')}
      submitting={sending}
      onSubmit={submit}
    >
      {!result.ok && (
        <MessageBar intent="error">
          <MessageBarBody>{t(formMessageKey(result))}</MessageBarBody>
        </MessageBar>
      )}
      <TextField {...text('first_name')} autoComplete="off" />
      <TextField {...text('last_name')} autoComplete="off" />
      <TextField {...text('email')} type="email" autoComplete="off" />
      {/* The office's staff have one role: nothing to choose. */}
      {teamRoles[team.kind].length > 1 && (
        <Field label={t('invite.role')} validationMessage={message('role')}>
          <Select value={role} onChange={(_, data) => setRole(data.value as TeamRole)}>
            {teamRoles[team.kind].map((value) => (
              <option key={value} value={value}>
                {t(roleLabelKey(team.kind, value))}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
