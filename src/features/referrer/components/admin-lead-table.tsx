import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import type { LocalRow } from '../../../db/database';
import type { LeadStatus } from '../../../domain/enums';
import { leadNextStatuses } from '../../../domain/leads';
import { useFormatDate } from '../../../i18n/use-format';
import { RouterLink } from '../../../ui/router-link';
import { StackedTable } from '../../../ui/stacked-table';
import { leadStatusKeys } from '../lib/lead-status-labels';
import { SignedProjectDialog } from './signed-project-dialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', flexDirection: 'column' },
});

/** The office's leads, one row each: who, where it stands, its project and client, and its moves. */
export function AdminLeadTable({
  leads,
  names,
  referrers,
  projects,
  clients,
  onMove,
}: {
  leads: readonly LocalRow<'leads'>[];
  /** Users' names by id. */
  names: ReadonlyMap<string, string>;
  referrers: readonly LocalRow<'businessReferrers'>[];
  projects: LocalRow<'projects'>[];
  clients: readonly LocalRow<'clients'>[];
  onMove: (lead: LocalRow<'leads'>, status: LeadStatus) => void;
}) {
  const { t } = useTranslation('leads');
  const { t: tReferrer } = useTranslation('referrer');
  const styles = useStyles();
  const date = useFormatDate('date');
  const referrerNames = useMemo(() => new Map(referrers.map((r) => [r.id, r.name])), [referrers]);
  const projectsById = useMemo(() => new Map(projects.map((p) => [p.id, p])), [projects]);
  const clientNames = useMemo(() => new Map(clients.map((c) => [c.id, c.name])), [clients]);

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
      rows={leads.map((lead) => ({
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
              <Button key={status} size="small" onClick={() => onMove(lead, status)}>
                {t('admin.move_to', { status: tReferrer(leadStatusKeys[status]) })}
              </Button>
            ))}
            <SignedProjectDialog lead={lead} projects={projects} />
          </span>,
        ],
      }))}
    />
  );
}
