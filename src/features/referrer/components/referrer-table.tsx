import { Spinner, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useCollator } from '../../../i18n/use-format';
import { RouterLink } from '../../../ui/router-link';
import { StackedTable } from '../../../ui/stacked-table';

/** Every business referrer by name, each with its purchase-order setting and its lead count. */
export function ReferrerTable() {
  const { t } = useTranslation('leads');
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
  return referrers.loading ? (
    <Spinner label={t('loading')} />
  ) : rows.length === 0 ? (
    <Text>{t('referrers.empty')}</Text>
  ) : (
    <StackedTable
      label={t('referrers.list')}
      columns={[t('referrers.name'), t('referrers.can_access_po_short'), t('referrers.leads')]}
      rows={rows}
    />
  );
}
