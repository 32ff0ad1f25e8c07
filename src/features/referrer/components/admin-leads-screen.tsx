import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalRow } from '../../../db/database';
import { useEntityList } from '../../../db/hooks/use-entities';
import { leadStatuses, type LeadStatus } from '../../../domain/enums';
import { useCollator } from '../../../i18n/use-format';
import type { ActionResult } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { Page } from '../../../ui/page';
import { moveLead } from '../actions/office-lead-actions';
import { namesById } from '../lib/agent-names';
import { matchesLeadFilters, noLeadFilters, type LeadFilters } from '../lib/lead-filters';
import { byNewest } from '../lib/lead-summary';
import { AdminLeadFilters } from './admin-lead-filters';
import { AdminLeadTable } from './admin-lead-table';

/** The rows a table shows at once; filters narrow the rest down. */
const shownRows = 100;

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
  const mutate = useMutate();
  const collator = useCollator();
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

  return (
    <Page title={t('admin.title')}>
      <AdminLeadFilters
        filters={filters}
        filter={filter}
        referrers={data.referrers}
        agentOptions={agentOptions}
      />
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
            <AdminLeadTable
              leads={matching.slice(0, shownRows)}
              names={names}
              referrers={data.referrers}
              projects={data.projects}
              clients={data.clients}
              onMove={(lead, status) => void move(lead, status)}
            />
          )}
        </>
      )}
    </Page>
  );
}
