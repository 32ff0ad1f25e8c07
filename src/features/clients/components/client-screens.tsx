import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntity } from '../../../db/hooks/use-entity';
import { uuidv7 } from '../../../domain/ids';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { draftFromClient, emptyClientDraft } from '../lib/client-draft';
import { ClientForm } from './client-form';
import { ClientProjects } from './client-projects';
import { CustomizeForm } from './customize-form';

export { ClientListScreen } from './client-list-screen';

const useStyles = makeStyles({
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

function MissingClient() {
  const { t } = useTranslation('clients');
  return (
    <Page title={t('missing.title')}>
      <Text>{t('missing.text')}</Text>
    </Page>
  );
}

/** `/admin/clients/add`. */
export function ClientAddScreen() {
  const { t } = useTranslation('clients');
  const [id] = useState(uuidv7);
  return (
    <Page title={t('form.add_title')}>
      <ClientForm id={id} existing={undefined} initial={emptyClientDraft} />
    </Page>
  );
}

/** `/admin/clients/{clientId}`: the record, links to its team and customization, its projects. */
export function ClientEditScreen() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const { clientId } = useParams();
  const client = useEntity('clients', clientId);
  if (client.loading) return <LoadingScreen />;
  if (!client.data) return <MissingClient />;
  return (
    <Page title={client.data.name}>
      <nav className={styles.links} aria-label={t('form.more')}>
        <RouterLink to={generatePath(paths.adminClientUsers, { clientId: client.data.id })}>
          {t('form.team_link')}
        </RouterLink>
        <RouterLink to={generatePath(paths.adminClientCustomize, { clientId: client.data.id })}>
          {t('form.customize_link')}
        </RouterLink>
      </nav>
      <ClientForm
        key={client.data.id}
        id={client.data.id}
        existing={client.data}
        initial={draftFromClient(client.data)}
      />
      <ClientProjects clientId={client.data.id} />
    </Page>
  );
}

/** `/admin/clients/{clientId}/customize`. */
export function ClientCustomizeScreen() {
  const { t } = useTranslation('clients');
  const { clientId } = useParams();
  const client = useEntity('clients', clientId);
  if (client.loading) return <LoadingScreen />;
  if (!client.data) return <MissingClient />;
  return (
    <Page title={t('customize.title', { name: client.data.name })}>
      <CustomizeForm key={client.data.id} client={client.data} />
    </Page>
  );
}
