import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { useFormatDate } from '../../../i18n/use-format';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useOfficeQueue } from '../hooks/use-office-queue';
import { FailingMessagesSection } from './failing-messages-section';
import { QUEUE_SHOWN_ITEMS, QueueSection } from './queue-section';
import { StaleDevicesSection } from './stale-devices-section';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

const projectPath = (projectId: string) => generatePath(paths.adminProject, { projectId });

/** `/admin/dashboard`, the office's landing page: what needs it now, each item opening its page. */
export function AdminDashboardScreen() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const date = useFormatDate('date');
  const queue = useOfficeQueue(QUEUE_SHOWN_ITEMS);
  return (
    <Page title={t('dashboard.title')}>
      {queue.loading ? (
        <Spinner label={t('dashboard.loading')} />
      ) : (
        <div className={styles.grid}>
          <QueueSection
            title={t('dashboard.quotes')}
            count={queue.data.quotes.length}
            emptyText={t('dashboard.quotes_empty')}
            entries={queue.data.quotes}
            toItem={(project) => ({
              key: project.id,
              link: <RouterLink to={projectPath(project.id)}>{project.name}</RouterLink>,
              detail:
                project.status === 'validation'
                  ? t('dashboard.quote_accepted')
                  : t('dashboard.quote_submitted', { date: date(project.submittedAt ?? project.updatedAt) }),
            })}
          />
          <QueueSection
            title={t('dashboard.orders')}
            count={queue.data.orders.length}
            emptyText={t('dashboard.orders_empty')}
            entries={queue.data.orders}
            toItem={(order) => ({
              key: order.project.id,
              link: <RouterLink to={projectPath(order.project.id)}>{order.project.name}</RouterLink>,
              detail: [
                order.unavailableLines > 0
                  ? t('dashboard.unavailable_lines', { count: order.unavailableLines })
                  : '',
                order.dateConflict ? t('dashboard.date_conflict') : '',
              ]
                .filter(Boolean)
                .join(' · '),
            })}
          />
          <QueueSection
            title={t('dashboard.interventions')}
            count={queue.data.interventions.length}
            emptyText={t('dashboard.interventions_empty')}
            entries={queue.data.interventions}
            toItem={(entry) => ({
              key: entry.projectId,
              link: (
                <RouterLink to={generatePath(paths.adminIntervention, { purchaseOrderId: entry.projectId })}>
                  {entry.project?.name ?? entry.projectId}
                </RouterLink>
              ),
              detail: t('dashboard.problems', { count: entry.problems }),
            })}
          />
          <QueueSection
            title={t('dashboard.leads')}
            count={queue.data.leads.length}
            emptyText={t('dashboard.leads_empty')}
            entries={queue.data.leads}
            toItem={(lead) => ({
              key: lead.id,
              link: <RouterLink to={`${paths.adminLeads}?status=pending`}>{lead.name}</RouterLink>,
              detail: t('dashboard.lead_registered', { date: date(lead.createdAt) }),
            })}
          />
          <StaleDevicesSection />
          <FailingMessagesSection />
        </div>
      )}
    </Page>
  );
}
