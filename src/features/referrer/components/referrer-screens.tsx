import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useSyncStatus } from '../../../sync/sync-context';
import { leadStatuses } from '../../../domain/enums';
import { Page } from '../../../ui/page';
import { byNewest, leadCountsByStatus } from '../lib/lead-summary';
import { leadStatusKeys } from '../lib/lead-status-labels';
import { LeadTable } from './lead-table';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
});

/**
 * The leads this user may see, newest first: the pull already scopes them (an agent its own, an
 * admin or a manager every lead of its referrer), so the screens show what the device holds, offline too.
 */
function useLeads() {
  const leads = useEntityList('leads');
  const sync = useSyncStatus();
  const rows = useMemo(() => (leads.loading ? [] : byNewest(leads.data)), [leads]);
  // An empty store before the first sync has ended says nothing yet about the user's leads.
  const downloading = rows.length === 0 && sync.lastSyncedAt === null && sync.phase !== 'needsAuth';
  return { loading: leads.loading || downloading, rows };
}

/** `/br`: the referrer's leads counted by referral status, then every one of them. */
export function ReferrerDashboardScreen() {
  const { t } = useTranslation('referrer');
  const styles = useStyles();
  const leads = useLeads();
  const counts = leadCountsByStatus(leads.rows);
  return (
    <Page title={t('dashboard.title')}>
      {leads.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <ul className={styles.figures} aria-label={t('dashboard.by_status')}>
            {leadStatuses.map((status) => (
              <li key={status} className={styles.figure}>
                <Text>{t(leadStatusKeys[status])}</Text>
                <Text className={styles.value}>{counts[status]}</Text>
              </li>
            ))}
          </ul>
          {leads.rows.length === 0 ? (
            <Text>{t('dashboard.empty')}</Text>
          ) : (
            <LeadTable label={t('dashboard.leads')} leads={leads.rows} />
          )}
        </>
      )}
    </Page>
  );
}

/** `/br/leads`: an agent's own leads. */
export function MyLeadsScreen() {
  const { t } = useTranslation('referrer');
  const leads = useLeads();
  return (
    <Page title={t('leads.title')}>
      {leads.loading ? (
        <Spinner label={t('loading')} />
      ) : leads.rows.length === 0 ? (
        <Text>{t('leads.empty')}</Text>
      ) : (
        <LeadTable label={t('leads.title')} leads={leads.rows} />
      )}
    </Page>
  );
}
