import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntity } from '../../../db/hooks/use-entity';
import { useEntityList } from '../../../db/hooks/use-entities';
import { uuidv7 } from '../../../domain/ids';
import { useCollator } from '../../../i18n/use-format';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { StackedTable } from '../../../ui/stacked-table';
import { ReferrerForm } from './referrer-form';
import { ReferrerModules } from './referrer-modules';

const useStyles = makeStyles({
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** `/admin/referrers`: every business referrer, its purchase-order setting and its lead count. */
export function AdminReferrersScreen() {
  const { t } = useTranslation('leads');
  const navigate = useNavigate();
  const collator = useCollator();
  const referrers = useEntityList('businessReferrers');
  const leads = useEntityList('leads');
  const rows = useMemo(() => {
    const leadCounts = new Map<string, number>();
    for (const lead of leads.data ?? [])
      leadCounts.set(lead.businessReferrerId, (leadCounts.get(lead.businessReferrerId) ?? 0) + 1);
    return [...(referrers.data ?? [])]
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((referrer) => ({
        key: referrer.id,
        cells: [
          <RouterLink key="name" to={generatePath(paths.adminReferrer, { businessReferrerId: referrer.id })}>
            {referrer.name}
          </RouterLink>,
          t(referrer.canAccessPurchaseOrder ? 'referrers.yes' : 'referrers.no'),
          String(leadCounts.get(referrer.id) ?? 0),
        ],
      }));
  }, [referrers.data, leads.data, collator, t]);
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
      {referrers.loading ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text>{t('referrers.empty')}</Text>
      ) : (
        <StackedTable
          label={t('referrers.list')}
          columns={[t('referrers.name'), t('referrers.can_access_po_short'), t('referrers.leads')]}
          rows={rows}
        />
      )}
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

/** The referrer of the URL, or a loading or "cannot be found" screen. */
function useReferrerOfUrl() {
  const { businessReferrerId } = useParams();
  return useEntity('businessReferrers', businessReferrerId);
}

/** `/admin/referrers/{businessReferrerId}`: name and canAccessPurchaseOrder, links to its users and modules. */
export function AdminReferrerScreen() {
  const { t } = useTranslation('leads');
  const styles = useStyles();
  const referrer = useReferrerOfUrl();
  if (referrer.loading) return <LoadingScreen />;
  if (!referrer.data)
    return (
      <Page title={t('referrers.title')}>
        <Text>{t('referrers.missing')}</Text>
      </Page>
    );
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
  if (!referrer.data)
    return (
      <Page title={t('referrers.title')}>
        <Text>{t('referrers.missing')}</Text>
      </Page>
    );
  return (
    <Page title={t('referrers.modules_title', { name: referrer.data.name })}>
      <ReferrerModules key={referrer.data.id} referrer={referrer.data} modules={modules.data} />
    </Page>
  );
}
