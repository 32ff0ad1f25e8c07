import { makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../../i18n/room-labels';
import type { VatPreference } from '../../../../domain/enums';
import { useLineModules } from '../../hooks/use-line-modules';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { QuotePacks } from './quote-packs';
import { QuoteServices } from './quote-services';
import { QuoteRoomLines } from './quote-room-lines';
import { QuoteTotalsView } from './quote-totals-view';
import { useQuoteValidity } from './use-quote-validity';
import { quoteView } from './quote-view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // Many rooms on a phone: the tabs scroll sideways instead of squeezing.
  tabs: { overflowX: 'auto', borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

function tabId(roomId: string): string {
  return `quote-room-${roomId}`;
}

/**
 * The quote as the client will receive it, read-only: per room its lines, the chosen services, then
 * the totals, in the client's VAT view. Renting shows what each line costs per month; a line of a room with identical
 * copies spells out quantity × unit × copies, so its total is never a price silently multiplied.
 */
export function QuotePreview({ draft, preference }: { draft: ProjectDraft; preference: VatPreference }) {
  const { t } = useTranslation('quote');
  const styles = useStyles();
  const modules = useLineModules(draft.lines);
  const view = useMemo(() => quoteView(draft, modules), [draft, modules]);
  const roomLabel = useRoomLabel();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const validity = useQuoteValidity(draft.project);
  // A room removed on another device: fall back to the first one.
  const selected = view.rooms.find((room) => room.id === selectedId) ?? view.rooms[0];
  return (
    <div className={styles.root}>
      <Text>{validity}</Text>
      {selected === undefined ? (
        <Text>{t('rooms.empty')}</Text>
      ) : (
        <>
          <div className={styles.tabs}>
            <TabList
              aria-label={t('rooms.label')}
              selectedValue={selected.id}
              onTabSelect={(_, data) => setSelectedId(String(data.value))}
            >
              {view.rooms.map((room) => (
                <Tab key={room.id} id={tabId(room.id)} value={room.id}>
                  {t('rooms.tab', { name: roomLabel(room), multiplier: room.multiplier })}
                </Tab>
              ))}
            </TabList>
          </div>
          <QuoteRoomLines
            room={selected}
            preference={preference}
            rent={view.billingType === 'rent'}
            labelledBy={tabId(selected.id)}
          />
        </>
      )}
      <QuotePacks packs={view.packs} preference={preference} rent={view.billingType === 'rent'} />
      <QuoteServices view={view} preference={preference} />
      <QuoteTotalsView view={view} preference={preference} />
    </div>
  );
}
