import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { leadStatuses, type LeadStatus } from '../../../domain/enums';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';
import { DateField } from '../../../ui/date-field';
import type { LeadFilters } from '../lib/lead-filters';
import { leadStatusKeys } from '../lib/lead-status-labels';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** The office's lead filters: referrer (which narrows the agents), agent, status and dates. */
export function AdminLeadFilters({
  filters,
  filter,
  referrers,
  agentOptions,
}: {
  filters: LeadFilters;
  filter: (patch: Partial<LeadFilters>) => void;
  referrers: readonly LocalRow<'businessReferrers'>[];
  agentOptions: { value: string; label: string }[];
}) {
  const { t } = useTranslation('leads');
  const { t: tReferrer } = useTranslation('referrer');
  const styles = useStyles();
  return (
    <div className={styles.filters}>
      <AllOrOneSelect
        label={t('fields.referrer')}
        allLabel={t('admin.any')}
        value={filters.referrerId}
        options={referrers.map((r) => ({ value: r.id, label: r.name }))}
        onChange={(referrerId) => filter({ referrerId, agentId: '' })}
      />
      <AllOrOneSelect
        label={t('fields.agent')}
        allLabel={t('admin.any')}
        value={filters.agentId}
        options={agentOptions}
        onChange={(agentId) => filter({ agentId })}
      />
      <AllOrOneSelect
        label={t('fields.status')}
        allLabel={t('admin.any')}
        value={filters.status}
        options={leadStatuses.map((status) => ({
          value: status,
          label: tReferrer(leadStatusKeys[status]),
        }))}
        onChange={(status) => filter({ status: status as LeadStatus | '' })}
      />
      <DateField label={t('admin.from')} value={filters.from} onChange={(from) => filter({ from })} />
      <DateField label={t('admin.to')} value={filters.to} onChange={(to) => filter({ to })} />
    </div>
  );
}
