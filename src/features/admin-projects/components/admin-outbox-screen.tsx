import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { OutboundMessagesSection } from './outbound-messages-section';

/**
 * `/admin/outbox`: the calls to outside systems about no project (the mail: password resets,
 * invitations), with their tries and dead letters, as a project's debug page shows its own.
 */
export function AdminOutboxScreen() {
  const { t } = useTranslation('nav');
  return (
    <Page title={t('titles.adminOutbox')}>
      <RouterLink to={paths.adminDashboard}>{t('titles.adminDashboard')}</RouterLink>
      <OutboundMessagesSection projectId={null} />
    </Page>
  );
}
