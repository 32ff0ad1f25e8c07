import { Button, Field, Input, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { textLimits } from '../../../domain/text.schema';
import type { FieldKeys } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { Page } from '../../../ui/page';
import { createAdminProject, type NewAdminProject } from '../actions/create-admin-project';
import { useAdminProjects, userName } from '../hooks/use-admin-projects';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
});

const emptyForm: NewAdminProject = { name: '', clientId: '', creatorId: '' };

/** `/admin/projects/add`: the client, its project manager and a name, from the local store. */
export function AddProjectScreen() {
  const { t } = useTranslation('adminProjects');
  const list = useAdminProjects();
  return (
    <Page title={t('add.title')}>
      {list.loading ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <AddProjectForm clients={list.data.clients} users={list.data.users} />
      )}
    </Page>
  );
}

/** The project is made locally (offline too), then its editor opens. */
function AddProjectForm({
  clients,
  users,
}: {
  clients: readonly LocalRow<'clients'>[];
  users: readonly LocalRow<'users'>[];
}) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const styles = useStyles();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [fields, setFields] = useState<FieldKeys>({});
  const [submitting, setSubmitting] = useState(false);
  const managers = users.filter((user) => form.clientId !== '' && user.clientId === form.clientId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldKeys = {};
    if (form.clientId === '') missing.clientId = 'adminProjects:add.client_required';
    if (form.creatorId === '') missing.creatorId = 'adminProjects:add.manager_required';
    if (Object.keys(missing).length > 0) {
      setFields(missing);
      return;
    }
    setSubmitting(true);
    const result = await createAdminProject(mutate, form);
    setSubmitting(false);
    if (result.ok) void navigate(generatePath(paths.adminProject, { projectId: result.projectId }));
    else setFields({ ...result.fields, name: result.fields.name ?? result.messageKey });
  }

  const message = (key: string) => {
    const messageKey = fields[key];
    return messageKey === undefined ? undefined : t(messageKey);
  };
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field label={t('add.client')} validationMessage={message('clientId')}>
        <Select
          value={form.clientId}
          onChange={(_, data) => setForm({ ...form, clientId: data.value, creatorId: '' })}
        >
          <option value="">{t('add.choose')}</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('add.manager')} validationMessage={message('creatorId')}>
        <Select
          value={form.creatorId}
          disabled={form.clientId === ''}
          onChange={(_, data) => setForm({ ...form, creatorId: data.value })}
        >
          <option value="">{t('add.choose')}</option>
          {managers.map((user) => (
            <option key={user.id} value={user.id}>
              {userName(user)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('add.name')} validationMessage={message('name')}>
        <Input
          required
          value={form.name}
          maxLength={textLimits.name}
          onChange={(_, data) => setForm({ ...form, name: data.value })}
        />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={submitting}>
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
