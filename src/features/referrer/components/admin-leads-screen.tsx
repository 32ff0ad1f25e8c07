import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import { useEntityList } from '../../../db/hooks/use-entities';
import { leadStatuses, type LeadStatus } from '../../../domain/enums';
import { leadNextStatuses } from '../../../domain/leads';
import { useCollator, useFormatDate } from '../../../i18n/use-format';
import type { ActionResult } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { AllOrOneSelect } from '../../../ui/all-or-one-select';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { StackedTable } from '../../../ui/stacked-table';
import { moveLead } from '../actions/office-lead-actions';
import { namesById } from '../lib/agent-names';
import { matchesLeadFilters, noLeadFilters, type LeadFilters } from '../lib/lead-filters';
import { byNewest } from '../lib/lead-summary';
import { leadStatusKeys } from '../lib/lead-status-labels';
import { SignedProjectDialog } from './signed-project-dialog';
import { DateField } from '../../../ui/date-field';

/** The rows a table shows at once; filters narrow the rest down. */
const shownRows = 100;

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', flexDirection: 'column' },
});

function useAdminLeadData() {
  const leads = useEntityList('leads');
  const referrers = useEntityList('businessReferrers');
  const users = useEntityList('users');
  const projects = useEntityList('projects');
  const clients = useEntityList('clients');
  return {
    loading: leads.loading || referrers.loading,
    leads: leads.data ?? [],
    referrers: referrers.data ?? [],
    users: users.data ?? [],
    projects: projects.data ?? [],
    clients: clients.data ?? [],
  };
}

/** `/admin/leads`: every lead, filtered by referrer, agent, status and dates; the office moves them. */
export function AdminLeadsScreen() {
  const { t } = useTranslation('leads');
  const { t: tReferrer } = useTranslation('referrer');
  const styles = useStyles();
  const mutate = useMutate();
  const collator = useCollator();
  const date = useFormatDate('date');
  const data = useAdminLeadData();
  const [searchParams] = useSearchParams();
  // The dashboard's "new leads" open this list on one status.
  const [filters, setFilters] = useState<LeadFilters>(() => ({
    ...noLeadFilters,
    status: leadStatuses.find((status) => status === searchParams.get('status')) ?? '',
  }));
  const [refusal, setRefusal] = useState<ActionResult>({ ok: true });
  const filter = (patch: Partial<LeadFilters>) => setFilters((current) => ({ ...current, ...patch }));

  const names = useMemo(() => namesById(data.users), [data.users]);
  const referrerNames = useMemo(() => new Map(data.referrers.map((r) => [r.id, r.name])), [data.referrers]);
  const projectsById = useMemo(() => new Map(data.projects.map((p) => [p.id, p])), [data.projects]);
  const clientNames = useMemo(() => new Map(data.clients.map((c) => [c.id, c.name])), [data.clients]);
  const matching = useMemo(
    () => byNewest(data.leads.filter((lead) => matchesLeadFilters(lead, filters))),
    [data.leads, filters],
  );
  const agentOptions = useMemo(
    () =>
      data.users
        .filter((user) => user.role === 'business_referrer')
        .filter((user) => filters.referrerId === '' || user.businessReferrerId === filters.referrerId)
        .map((user) => ({ value: user.id, label: names.get(user.id) ?? user.email }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [data.users, filters.referrerId, names, collator],
  );

  const move = async (lead: LocalRow<'leads'>, status: LeadStatus) =>
    setRefusal(await moveLead(mutate, lead.id, status));

  const projectCell = (lead: LocalRow<'leads'>) => {
    const project = lead.projectId === null ? undefined : projectsById.get(lead.projectId);
    if (project === undefined) return '';
    const client = clientNames.get(project.clientId) ?? '';
    return (
      <span className={styles.links}>
        <RouterLink to={generatePath(paths.adminProject, { projectId: project.id })}>
          {project.name}
        </RouterLink>
        {client !== '' && (
          <RouterLink to={generatePath(paths.adminClient, { clientId: project.clientId })}>
            {client}
          </RouterLink>
        )}
      </span>
    );
  };

  return (
    <Page title={t('admin.title')}>
      <div className={styles.filters}>
        <AllOrOneSelect
          label={t('fields.referrer')}
          allLabel={t('admin.any')}
          value={filters.referrerId}
          options={data.referrers.map((r) => ({ value: r.id, label: r.name }))}
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
      {!refusal.ok && (
        <MessageBar intent="error">
          <MessageBarBody>{t(refusal.messageKey)}</MessageBarBody>
        </MessageBar>
      )}
      {data.loading ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <Text role="status">{t('admin.count', { count: matching.length })}</Text>
          {matching.length === 0 ? (
            <Text>{t('admin.empty')}</Text>
          ) : (
            <StackedTable
              label={t('admin.list')}
              columns={[
                t('fields.name'),
                t('fields.status'),
                t('fields.referrer'),
                t('fields.agent'),
                t('fields.registered'),
                t('fields.project'),
                t('admin.actions'),
              ]}
              rows={matching.slice(0, shownRows).map((lead) => ({
                key: lead.id,
                cells: [
                  lead.name,
                  tReferrer(leadStatusKeys[lead.referralStatus]),
                  referrerNames.get(lead.businessReferrerId) ?? '',
                  lead.agentId === null ? '' : (names.get(lead.agentId) ?? ''),
                  date(lead.createdAt),
                  projectCell(lead),
                  <span key="actions" className={styles.actions}>
                    {leadNextStatuses(lead.referralStatus).map((status) => (
                      <Button key={status} size="small" onClick={() => void move(lead, status)}>
                        {t('admin.move_to', { status: tReferrer(leadStatusKeys[status]) })}
                      </Button>
                    ))}
                    <SignedProjectDialog lead={lead} projects={data.projects} />
                  </span>,
                ],
              }))}
            />
          )}
        </>
      )}
    </Page>
  );
}
