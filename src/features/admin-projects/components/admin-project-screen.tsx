import { Badge, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { billingTypeKeys, projectStatusKeys } from '../../../i18n/project-labels';
import { useSession } from '../../../lib/session/session-context';
import { actorFromCurrentUser } from '../../../sync/actor';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useAdminProject, type AdminProject } from '../hooks/use-admin-project';
import { useGeneralForm } from '../hooks/use-general-form';
import { clientStatusKeys } from '../lib/labels';
import { editorSteps, parseEditorStep, stepKeys } from '../lib/steps';
import { EditorStepPanel, type QuoteSlot } from './editor-step-panel';
import { OfficeActionsBar } from './office-actions-bar';

// The screen's prop, named where the app takes the screen from.
export type { QuoteSlot };

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** `/admin/projects/{projectId}`: the office's editor, in the spec's four steps, with its actions. */
export function AdminProjectScreen({ quote }: { quote: QuoteSlot }) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const { projectId } = useParams();
  const project = useAdminProject(projectId);
  if (project.loading) return <Spinner label={t('editor.loading')} />;
  if (project.data === undefined)
    return (
      <Page title={t('editor.missing_title')}>
        <Text>{t('editor.missing_text')}</Text>
        <RouterLink to={paths.adminProjects}>{t('editor.back')}</RouterLink>
      </Page>
    );
  return <Editor data={project.data} quote={quote} />;
}

function Editor({ data, quote }: { data: AdminProject; quote: QuoteSlot }) {
  const { t } = useTranslation(['adminProjects', 'common']);
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const step = parseEditorStep(params.get('step'));
  const { state } = useSession();
  const actor = state.status === 'authenticated' ? actorFromCurrentUser(state.user) : null;
  const { project } = data;
  const id = { projectId: project.id };
  const general = useGeneralForm(project);
  return (
    <Page title={project.name}>
      <div className={styles.facts}>
        <Badge appearance="filled">{t(projectStatusKeys[project.status])}</Badge>
        <Text>{t(clientStatusKeys[project.clientStatus])}</Text>
        <Text>{t(billingTypeKeys[project.billingType])}</Text>
        {project.quoteNumber !== '' && (
          <Text>{t('editor.quote_number', { number: project.quoteNumber })}</Text>
        )}
        <RouterLink to={generatePath(paths.adminProjectClientView, id)}>{t('editor.client_view')}</RouterLink>
        <RouterLink to={generatePath(paths.adminProjectDebug, id)}>{t('editor.debug')}</RouterLink>
      </div>
      {actor !== null && (
        // Keyed on the project: what the bar said of another project (a copy opens here) goes.
        <OfficeActionsBar key={project.id} data={data} actor={actor} unsaved={general.unsaved} />
      )}
      <TabList
        className={styles.tabs}
        selectedValue={step}
        onTabSelect={(_, selected) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            next.set('step', String(selected.value));
            return next;
          })
        }
      >
        {editorSteps.map((value, index) => (
          <Tab key={value} value={value}>
            {t('steps.numbered', { number: index + 1, title: t(stepKeys[value]) })}
          </Tab>
        ))}
      </TabList>
      <section className={styles.panel} aria-label={t(stepKeys[step])}>
        <EditorStepPanel step={step} data={data} quote={quote} actor={actor} general={general} />
      </section>
    </Page>
  );
}
