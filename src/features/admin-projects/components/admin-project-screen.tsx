import { Badge, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { exhaustive } from '../../../domain/enums';
import { billingTypeKeys, projectStatusKeys } from '../../../i18n/project-labels';
import { useSession } from '../../../lib/session/session-context';
import type { Actor } from '../../../domain/mutators/transaction';
import { actorFromCurrentUser } from '../../../sync/actor';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { useAdminProject, type AdminProject } from '../hooks/use-admin-project';
import { useAdminProjects } from '../hooks/use-admin-projects';
import { useGeneralForm, type GeneralFormState } from '../hooks/use-general-form';
import { requiredGeneralFields } from '../../../domain/projects';
import { clientStatusKeys } from '../lib/labels';
import { editorSteps, parseEditorStep, stepKeys, type EditorStep } from '../lib/steps';
import { AvailabilityStep } from './availability-step';
import { GeneralInfoStep } from './general-info-step';
import { OfficeActionsBar } from './office-actions-bar';
import { OfficeLines } from './office-lines';
import { OrderFormStep } from './order-form-step';
import { SignedQuoteSection } from './signed-quote-section';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** The client's rooms and lines editor, composed in by the app (a feature never imports another). */
export type QuoteSlot = (projectId: string) => ReactNode;

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
        <StepPanel step={step} data={data} quote={quote} actor={actor} general={general} />
      </section>
    </Page>
  );
}

function StepPanel({
  step,
  data,
  quote,
  actor,
  general,
}: {
  step: EditorStep;
  data: AdminProject;
  quote: QuoteSlot;
  actor: Actor | null;
  general: GeneralFormState;
}) {
  switch (step) {
    case 'general':
      return <GeneralStep data={data} general={general} />;
    case 'quote':
      return (
        <>
          <SignedQuoteSection projectId={data.project.id} />
          {quote(data.project.id)}
          <OfficeLines data={data} actor={actor} />
        </>
      );
    case 'availability':
      return <AvailabilityStep data={data} actor={actor} />;
    case 'order':
      return <OrderFormStep data={data} />;
    default:
      return exhaustive(step);
  }
}

/** The general information, with the client's other projects as the possible parents. */
function GeneralStep({ data, general }: { data: AdminProject; general: GeneralFormState }) {
  const all = useAdminProjects();
  const clientId = data.project.clientId;
  const siblings = useMemo(
    () => (all.data?.projects ?? []).filter((project) => project.clientId === clientId),
    [all.data, clientId],
  );
  const required = requiredGeneralFields(data.project.status, {
    clientIsCompany: data.client?.isCompany ?? false,
  });
  // Keyed on the project: another project's messages start afresh.
  return (
    <GeneralInfoStep
      key={data.project.id}
      data={data}
      siblings={siblings}
      general={general}
      required={required}
    />
  );
}
