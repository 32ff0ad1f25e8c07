import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../ui/page';
import { countStates } from '../../../lib/intervention-card-state';
import { useInterventionDetail } from '../hooks/use-intervention-detail';
import type { ListKind } from '../lib/list-filters';
import { HistoryPanel } from './history-panel';
import { LinksPanel } from './links-panel';
import { RoomLines } from './room-lines';
import { StepHeader } from './step-header';

const useStyles = makeStyles({
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

const titleKeys = {
  verifications: 'interventions:detail.title_verifications',
  interventions: 'interventions:detail.title_interventions',
} as const satisfies Record<ListKind, string>;

/** `/admin/{verifications|interventions}/{purchaseOrderId}`: steps, links, lines by room, history. */
export function InterventionScreen({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('interventions');
  const styles = useStyles();
  const { purchaseOrderId = '' } = useParams();
  const detail = useInterventionDetail(purchaseOrderId);

  if (detail.loading) return <Spinner label={t('loading')} />;
  if (!detail.data)
    return (
      <Page title={t(titleKeys[kind])}>
        <Text>{t('detail.not_found')}</Text>
      </Page>
    );
  const { project, intervention, rooms, cards, furniture, photos } = detail.data;
  const counts = countStates(cards);
  const photoCount = cards.reduce((sum, card) => sum + (photos.get(card.id)?.length ?? 0), 0);

  return (
    <Page title={project.name}>
      {intervention ? <StepHeader intervention={intervention} /> : <Text>{t('detail.no_intervention')}</Text>}
      <div className={styles.summary} role="status">
        <Text weight="semibold">
          {t('detail.done_count', { done: cards.length - counts.remaining, count: cards.length })}
        </Text>
        <Text>{t('detail.verified_count', { count: counts.verified })}</Text>
        <Text>{t('detail.returned_count', { count: counts.returned })}</Text>
        <Text>{t('detail.problem_count', { count: counts.problematic })}</Text>
        <Text>{t('detail.photo_count', { count: photoCount })}</Text>
      </div>
      <LinksPanel purchaseOrderId={project.id} />
      {rooms.map((room) => (
        <RoomLines key={room.room.id} room={room} furniture={furniture} photos={photos} />
      ))}
      <HistoryPanel purchaseOrderId={project.id} rooms={rooms} furniture={furniture} />
    </Page>
  );
}
