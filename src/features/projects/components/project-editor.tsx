import { Badge, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectStatus } from '../../../domain/enums';
import { projectWriteRefusal } from '../../../domain/access';
import { useVatPreference } from '../../../lib/vat-preference';
import { useSession } from '../../../lib/session/session-context';
import { actorFromCurrentUser } from '../../../sync/actor';
import { Page } from '../../../ui/page';
import { useFormatMoney } from '../../../i18n/use-format';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { draftTotals } from '../lib/draft-totals';
import { vatLabelKeys } from '../lib/vat-labels';
import { DraftToolbar } from './draft-toolbar';
import { RoomTabs } from './room-tabs';

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

const statusKeys = {
  draft: 'projects:status.draft',
  quotation: 'projects:status.quotation',
  validation: 'projects:status.validation',
  validated: 'projects:status.validated',
  done: 'projects:status.done',
} as const satisfies Record<ProjectStatus, string>;

/** The draft's rooms as tabs, with the running total in the user's VAT view. */
export const ProjectEditor = memo(function ProjectEditor({ draft }: { draft: ProjectDraft }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const { state } = useSession();
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const [selectedRoomId, setSelectedRoomId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { project, rooms } = draft;
  const actor = state.status === 'authenticated' ? actorFromCurrentUser(state.user) : null;
  const editable = actor !== null && projectWriteRefusal(actor, project) === null;
  const totals = draftTotals(draft, preference);
  const vat = t(vatLabelKeys[preference]);

  return (
    <Page title={project.name}>
      <div className={styles.summary}>
        <Badge appearance="tint" color={project.status === 'draft' ? 'informative' : 'success'}>
          {t(statusKeys[project.status])}
        </Badge>
        <Text className={styles.total} aria-live="polite">
          {t('total.project', { amount: formatMoney(totals.totalCents), vat })}
        </Text>
        {totals.monthlyCents !== null && (
          <Text>{t('total.monthly', { amount: formatMoney(totals.monthlyCents), vat })}</Text>
        )}
      </div>
      {!editable && (
        <MessageBar intent="info">
          <MessageBarBody>{t('read_only')}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {editable && (
        <DraftToolbar projectId={project.id} rooms={rooms} onAdded={setSelectedRoomId} onError={setError} />
      )}
      {rooms.length === 0 ? (
        <Text>{t('rooms.empty')}</Text>
      ) : (
        <RoomTabs
          draft={draft}
          totals={totals}
          editable={editable}
          selectedRoomId={selectedRoomId}
          onSelect={setSelectedRoomId}
        />
      )}
    </Page>
  );
});
