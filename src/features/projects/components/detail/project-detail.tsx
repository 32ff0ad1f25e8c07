import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ClientProgress } from '../../../../domain/projects/progress';
import { useVatPreference } from '../../../../lib/vat-preference';
import { Page } from '../../../../ui/page';
import type { ProjectDetailWork } from '../../hooks/use-project-detail-work';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientMultiplierOf } from '../../lib/draft-totals';
import { detailTabsFor, isDetailTabId, type DetailTabId } from './detail-tabs';
import { DetailTabPanel } from './detail-tab-panel';
import { FollowUpBar } from './follow-up-bar';
import { QuoteDownloadButton } from '../quote/quote-download-button';
import { quoteView } from '../quote/quote-view';
import { useLineModules } from '../../hooks/use-line-modules';
import { projectFinance } from './finance';
import { tabKeys } from './labels';

const useStyles = makeStyles({
  // Seven tabs do not fit a phone: they scroll sideways instead of squeezing.
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

/** The search parameter holding the open tab, so a reload or a shared link opens the same one. */
const tabParam = 'tab';

function detailTabId(tab: DetailTabId): string {
  return `project-detail-tab-${tab}`;
}

/** A submitted project's follow-up, one tab per section of spec section 2. */
export function ProjectDetail({
  draft,
  work,
  progress,
}: {
  draft: ProjectDraft;
  work: ProjectDetailWork;
  progress: ClientProgress;
}) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const [search, setSearch] = useSearchParams();
  const { project, client, rooms, lines, rentMonths, serviceRates } = draft;
  const tabs = detailTabsFor(project.billingType);
  const asked = search.get(tabParam);
  // A tab the project no longer has (the office switched it to buying) falls back to the first.
  const selected = tabs.find((tab) => tab === asked) ?? tabs[0] ?? 'advancement';
  const finance = useMemo(
    () =>
      projectFinance({
        project,
        clientMultiplier: clientMultiplierOf({ project, client }),
        rentMonths,
        rooms,
        lines,
        serviceRates,
      }),
    [project, client, rooms, lines, rentMonths, serviceRates],
  );

  const modules = useLineModules(lines);
  const view = useMemo(() => quoteView(draft, modules), [draft, modules]);

  return (
    <Page title={project.name}>
      <FollowUpBar draft={draft} />
      <div>
        <QuoteDownloadButton draft={draft} view={view} preference={preference} />
      </div>
      <div className={styles.tabs}>
        <TabList
          aria-label={t('tabs.label')}
          selectedValue={selected}
          onTabSelect={(_, data) => {
            if (isDetailTabId(data.value)) setSearch({ [tabParam]: data.value }, { replace: true });
          }}
        >
          {tabs.map((tab) => (
            <Tab key={tab} id={detailTabId(tab)} value={tab}>
              {t(tabKeys[tab])}
            </Tab>
          ))}
        </TabList>
      </div>
      <div role="tabpanel" aria-labelledby={detailTabId(selected)} tabIndex={0}>
        <DetailTabPanel
          tab={selected}
          draft={draft}
          work={work}
          progress={progress}
          finance={finance}
          view={view}
          preference={preference}
        />
      </div>
    </Page>
  );
}
