import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../domain/auth/auth.schema';
import { useEntity } from '../../../db/hooks/use-entity';
import { useEntityList } from '../../../db/hooks/use-entities';
import { paths } from '../../../app/paths';
import { leadStatuses } from '../../../domain/enums';
import { figuresByAgent, figuresByMonth, leadFigures } from '../../../domain/leads';
import { useFormatMoney, useFormatNumber } from '../../../i18n/use-format';
import { useSession } from '../../../lib/session/session-context';
import { useFirstSyncPending } from '../../../sync/sync-context';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { StackedTable } from '../../../ui/stacked-table';
import { namesById } from '../lib/agent-names';
import { byNewest } from '../lib/lead-summary';
import { leadStatusKeys } from '../lib/lead-status-labels';
import { LeadPurchaseOrderDialog } from './lead-purchase-order-dialog';
import { LeadTable } from './lead-table';
import { RegisterLeadDialog } from './register-lead-dialog';

// The chart library (d3 within) loads with the dashboard only, not with the leads list beside it.
const MonthChart = lazy(() => import('./month-chart').then((m) => ({ default: m.MonthChart })));

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
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // An amount in euros is one unbreakable word: on a phone it may wrap rather than widen the page.
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, overflowWrap: 'anywhere' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * The leads this user may see, newest first: the pull already scopes them (an agent its own, an
 * admin or a manager every lead of its referrer), so the screens show what the device holds, offline too.
 */
function useLeads() {
  const leads = useEntityList('leads');
  const firstSyncPending = useFirstSyncPending();
  const rows = useMemo(() => (leads.loading ? [] : byNewest(leads.data)), [leads]);
  const downloading = rows.length === 0 && firstSyncPending;
  return { loading: leads.loading || downloading, rows };
}

function Figure({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <li className={styles.figure}>
      <Text>{label}</Text>
      <Text className={styles.value}>{value}</Text>
    </li>
  );
}

/** `/br`: the referrer's leads by status, conversion, signed value, by agent and by month, then every lead. */
export function ReferrerDashboardScreen() {
  const { t } = useTranslation('referrer');
  const styles = useStyles();
  const leads = useLeads();
  const users = useEntityList('users');
  const money = useFormatMoney();
  const percent = useFormatNumber(0);
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
          <ul className={styles.figures} aria-label={t('dashboard.by_status')}>
            {leadStatuses.map((status) => (
              <Figure
                key={status}
                label={t(leadStatusKeys[status])}
                value={String(figures.byStatus[status])}
              />
            ))}
          </ul>
          <ul className={styles.figures} aria-label={t('dashboard.results')}>
            <Figure label={t('dashboard.conversion')} value={`${percent(figures.conversion * 100)} %`} />
            <Figure label={t('dashboard.signed_value')} value={money(figures.signedValueCents)} />
          </ul>
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
                <StackedTable
                  label={t('dashboard.by_agent')}
                  columns={[
                    t('dashboard.agent'),
                    t('dashboard.lead_count'),
                    t(leadStatusKeys.referred),
                    t('dashboard.conversion'),
                    t('dashboard.signed_value'),
                  ]}
                  rows={byAgent.map(({ agentId, figures: agent }) => ({
                    key: agentId ?? 'office',
                    cells: [
                      (agentId && agents.get(agentId)) || t('dashboard.no_agent'),
                      String(agent.total),
                      String(agent.byStatus.referred),
                      `${percent(agent.conversion * 100)} %`,
                      money(agent.signedValueCents),
                    ],
                  }))}
                />
              </section>
              <LeadTable label={t('dashboard.leads')} leads={leads.rows} />
            </>
          )}
        </>
      )}
    </Page>
  );
}

/** The leads list with registration, for a user attached to its referrer. */
function MyLeads({ user, referrerId }: { user: CurrentUser; referrerId: string }) {
  const { t } = useTranslation('referrer');
  const { t: tLeads } = useTranslation('leads');
  const leads = useLeads();
  const referrer = useEntity('businessReferrers', referrerId);
  const [registered, setRegistered] = useState<string | null>(null);
  // The menu's side of canAccessPurchaseOrder: the server refuses the read on its own as well.
  const opensOrders = referrer.data?.canAccessPurchaseOrder === true;
  // An admin or a manager sees every lead of its referrer: they are not "mine".
  const seesTeam = user.business_referrer_role === 'admin' || user.business_referrer_role === 'manager';
  const title = seesTeam ? t('leads.title_team') : t('leads.title');
  return (
    <Page title={title}>
      <div>
        <RegisterLeadDialog
          referrerId={referrerId}
          agentId={user._id}
          leads={leads.rows}
          onRegistered={setRegistered}
        />
      </div>
      {registered !== null && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{tLeads('register.done', { name: registered })}</MessageBarBody>
        </MessageBar>
      )}
      {leads.loading ? (
        <Spinner label={t('loading')} />
      ) : leads.rows.length === 0 ? (
        <Text>{t('leads.empty')}</Text>
      ) : (
        <LeadTable
          label={title}
          leads={leads.rows}
          action={
            opensOrders
              ? {
                  title: tLeads('purchase_order.open'),
                  cell: (lead) =>
                    lead.projectId === null ? (
                      ''
                    ) : (
                      <LeadPurchaseOrderDialog leadId={lead.id} leadName={lead.name} />
                    ),
                }
              : undefined
          }
        />
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
