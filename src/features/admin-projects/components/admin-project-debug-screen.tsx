import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useAdminProject, type AdminProject } from '../hooks/use-admin-project';
import { useProjectQueue } from '../hooks/use-project-queue';
import { OutboundMessagesSection } from './outbound-messages-section';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    overflowX: 'auto',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A titled group of rows, each as stored, in JSON. */
function Rows({ title, rows }: { title: string; rows: readonly object[] }) {
  const { t } = useTranslation('adminProjects');
  const styles = useStyles();
  return (
    <section className={styles.group} aria-label={title}>
      <Text as="h2" size={500} weight="semibold">
        {t('debug.group', { title, number: rows.length })}
      </Text>
      {rows.map((row, index) => (
        // A scrollable block is focusable, so a keyboard reaches what overflows.
        <pre key={index} className={styles.row} tabIndex={0}>
          {JSON.stringify(row, null, 2)}
        </pre>
      ))}
    </section>
  );
}

/**
 * `/admin/projects/{projectId}/debug`: every row of the project as this device stores it, and its
 * calls to outside systems as the server holds them.
 */
export function AdminProjectDebugScreen() {
  const { t } = useTranslation('adminProjects');
  const { projectId } = useParams();
  const project = useAdminProject(projectId);
  if (project.loading) return <Spinner label={t('editor.loading')} />;
  if (project.data === undefined)
    return (
      <Page title={t('editor.missing_title')}>
        <Text>{t('editor.missing_text')}</Text>
      </Page>
    );
  return <DebugRows data={project.data} />;
}

function DebugRows({ data }: { data: AdminProject }) {
  const { t } = useTranslation('adminProjects');
  const ids = [data.project.id, ...data.rooms.map((r) => r.id), ...data.lines.map((l) => l.id)];
  const queue = useProjectQueue(ids);
  return (
    <Page title={t('debug.title', { name: data.project.name })}>
      <RouterLink to={generatePath(paths.adminProject, { projectId: data.project.id })}>
        {t('editor.back_to_editor')}
      </RouterLink>
      <OutboundMessagesSection projectId={data.project.id} />
      <Rows title={t('debug.project')} rows={[data.project]} />
      <Rows title={t('debug.rooms')} rows={data.rooms} />
      <Rows title={t('debug.lines')} rows={data.lines} />
      <Rows title={t('debug.interventions')} rows={data.interventions} />
      <Rows title={t('debug.cards')} rows={data.verificationCards} />
      <Rows title={t('debug.attachments')} rows={data.attachments} />
      <Rows title={t('debug.pending')} rows={queue.data?.pending ?? []} />
      <Rows title={t('debug.rejected')} rows={queue.data?.rejected ?? []} />
    </Page>
  );
}
