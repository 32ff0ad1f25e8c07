import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { paths } from '../../../app/paths';
import { figuresByAgent, figuresByMonth, leadFigures } from '../../../domain/leads';
import { useSession } from '../../../lib/session/session-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useLeads } from '../hooks/use-leads';
import { namesById } from '../lib/agent-names';
import { AgentFiguresTable } from './agent-figures-table';
import { LeadFigureLists } from './lead-figure-lists';
import { LeadTable } from './lead-table';
import { MyLeads } from './my-leads';

// The chart library (d3 within) loads with the dashboard only, not with the leads list beside it.
const MonthChart = lazy(() => import('./month-chart').then((m) => ({ default: m.MonthChart })));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** `/br`: the referrer's leads by status, conversion, signed value, by agent and by month, then every lead. */
export function ReferrerDashboardScreen() {
  const { t } = useTranslation('referrer');
  const styles = useStyles();
  const leads = useLeads();
  const users = useEntityList('users');
  const figures = leadFigures(leads.rows);
  const agents = useMemo(() => namesById(users.data ?? []), [users.data]);
  const byAgent = figuresByAgent(leads.rows);
  const months = useMemo(() => figuresByMonth(leads.rows, new Date()), [leads.rows]);
  return (
    <Page title={t('dashboard.title')}>
      {leads.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <LeadFigureLists figures={figures} />
          <div className={styles.bar}>
            <RouterLink to={paths.referrerLeads}>{t('dashboard.all_leads')}</RouterLink>
          </div>
          {leads.rows.length === 0 ? (
            <Text>{t('dashboard.empty')}</Text>
          ) : (
            <>
              <section className={styles.section} aria-labelledby="by-month">
                <h2 id="by-month">{t('dashboard.by_month')}</h2>
                <Suspense fallback={<Spinner label={t('loading')} />}>
                  <MonthChart months={months} label={t('dashboard.by_month')} />
                </Suspense>
              </section>
              <section className={styles.section} aria-labelledby="by-agent">
                <h2 id="by-agent">{t('dashboard.by_agent')}</h2>
                <AgentFiguresTable byAgent={byAgent} agents={agents} />
              </section>
              <LeadTable label={t('dashboard.leads')} leads={leads.rows} />
            </>
          )}
        </>
      )}
    </Page>
  );
}

/** `/br/leads`: My Leads, an agent's own (an admin's or manager's: every lead of its referrer). */
export function MyLeadsScreen() {
  const { state } = useSession();
  if (state.status !== 'authenticated' || state.user.business_referrer === null) return <LoadingScreen />;
  return <MyLeads user={state.user} referrerId={state.user.business_referrer._id} />;
}
