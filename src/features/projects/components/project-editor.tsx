import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, AddSquareMultipleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DefaultRoom } from '../../../domain/enums';
import { projectWriteRefusal } from '../../../domain/mutators/permissions';
import { useVatPreference } from '../../../lib/vat-preference';
import { useSession } from '../../../lib/session/session-context';
import { actorFromCurrentUser } from '../../../sync/actor';
import { useMutate } from '../../../sync/sync-context';
import { Page } from '../../../ui/page';
import { addDefaultRooms, addRoom } from '../actions/room-actions';
import { useFormatMoney } from '../hooks/use-format-money';
import type { ProjectDraft } from '../hooks/use-project-draft';
import { draftTotals } from '../lib/draft-totals';
import { RoomNameDialog } from './room-name-dialog';
import { RoomTabs } from './room-tabs';

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The draft's rooms as tabs, with the running total in the user's VAT view. */
export function ProjectEditor({ draft }: { draft: ProjectDraft }) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const mutate = useMutate();
  const { state } = useSession();
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const [selectedRoomId, setSelectedRoomId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { project, rooms } = draft;
  const actor = state.status === 'authenticated' ? actorFromCurrentUser(state.user) : null;
  const editable = actor !== null && projectWriteRefusal(actor, project) === null;
  const totals = draftTotals(draft, preference);
  const vat = t(`vat.${preference}`);

  async function onAddDefaults() {
    const result = await addDefaultRooms(
      mutate,
      project.id,
      (key: DefaultRoom) => t(`default_rooms.${key}`),
      rooms.map((room) => room.name),
    );
    setError(result.ok ? null : t(result.messageKey));
  }

  return (
    <Page title={project.name}>
      <div className={styles.summary}>
        <Badge appearance="tint" color={project.status === 'draft' ? 'informative' : 'success'}>
          {t(`status.${project.status}`)}
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
        <div className={styles.toolbar}>
          <RoomNameDialog
            trigger={<Button icon={<AddRegular />}>{t('rooms.add')}</Button>}
            title={t('rooms.add_title')}
            submitLabel={t('rooms.add_submit')}
            initialName=""
            onSubmit={async (name) => {
              const result = await addRoom(mutate, project.id, name, rooms.length);
              if (result.ok && result.roomId) setSelectedRoomId(result.roomId);
              return result;
            }}
          />
          <Button icon={<AddSquareMultipleRegular />} onClick={() => void onAddDefaults()}>
            {t('rooms.add_defaults')}
          </Button>
        </div>
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
}
