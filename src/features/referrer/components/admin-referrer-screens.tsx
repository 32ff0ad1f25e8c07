import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { uuidv7 } from '../../../domain/ids';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useReferrerOfUrl } from '../hooks/use-referrer-of-url';
import { MissingReferrer } from './missing-referrer';
import { ReferrerForm } from './referrer-form';
import { ReferrerModules } from './referrer-modules';
import { ReferrerTable } from './referrer-table';

const useStyles = makeStyles({
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** `/admin/referrers`: every business referrer, its purchase-order setting and its lead count. */
export function AdminReferrersScreen() {
  const { t } = useTranslation('leads');
  const navigate = useNavigate();
  return (
    <Page title={t('referrers.title')}>
      <div>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => void navigate(paths.adminReferrerAdd)}
        >
          {t('referrers.add')}
        </Button>
      </div>
      <ReferrerTable />
    </Page>
  );
}

/** `/admin/referrers/add`. */
export function AdminReferrerAddScreen() {
  const { t } = useTranslation('leads');
  const navigate = useNavigate();
  const [id] = useState(uuidv7);
  return (
    <Page title={t('referrers.add_title')}>
      <ReferrerForm
        id={id}
        isNew
        initial={{ name: '', canAccessPurchaseOrder: false }}
        onSaved={() => void navigate(generatePath(paths.adminReferrer, { businessReferrerId: id }))}
      />
    </Page>
  );
}

/** `/admin/referrers/{businessReferrerId}`: name and canAccessPurchaseOrder, links to its users and modules. */
export function AdminReferrerScreen() {
  const { t } = useTranslation('leads');
  const styles = useStyles();
  const referrer = useReferrerOfUrl();
  if (referrer.loading) return <LoadingScreen />;
  if (!referrer.data) return <MissingReferrer />;
  const { id, name, canAccessPurchaseOrder } = referrer.data;
  return (
    <Page title={name}>
      <div className={styles.links}>
        <RouterLink to={generatePath(paths.adminReferrerUsers, { businessReferrerId: id })}>
          {t('referrers.users_link')}
        </RouterLink>
        <RouterLink to={generatePath(paths.adminReferrerModules, { businessReferrerId: id })}>
          {t('referrers.modules_link')}
        </RouterLink>
      </div>
      <ReferrerForm
        key={id}
        id={id}
        isNew={false}
        initial={{ name, canAccessPurchaseOrder }}
        onSaved={() => {}}
      />
    </Page>
  );
}

/** `/admin/referrers/{businessReferrerId}/modules`. */
export function AdminReferrerModulesScreen() {
  const { t } = useTranslation('leads');
  const referrer = useReferrerOfUrl();
  const modules = useEntityList('furnitureModules');
  if (referrer.loading || modules.loading) return <LoadingScreen />;
  if (!referrer.data) return <MissingReferrer />;
  return (
    <Page title={t('referrers.modules_title', { name: referrer.data.name })}>
      <ReferrerModules key={referrer.data.id} referrer={referrer.data} modules={modules.data} />
    </Page>
  );
}
