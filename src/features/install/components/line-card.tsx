import { Badge, makeStyles, mergeClasses, shorthands, Text, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { cardStateKeys } from '../../../i18n/card-labels';
import { cardState } from '../../../lib/intervention-card-state';
import { useCardChange } from '../hooks/use-card-change';
import { CardChecks } from './card-checks';
import { CardNote } from './card-note';
import { CardPhotos } from './card-photos';
import { LineImage } from './line-image';
import { ProblemSelect } from './problem-select';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    // Hundreds of lines: the browser lays out and paints only those near the screen (a line's size
    // is kept once seen, about a card's height before).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 380px',
  },
  problematic: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

interface LineCardProps {
  index: number;
  card: LocalRow<'verificationCards'>;
  furniture: LocalRow<'furniture'> | undefined;
  photos: LocalRow<'attachments'>[];
  /** Changes when a photo is added or its upload state moves: the memo compares it, not the array. */
  photosKey: string;
  pending: boolean;
  onPhotoQueued: () => void;
}

function LineCardView({ index, card: stored, furniture, photos, pending, onPhotoQueued }: LineCardProps) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const { card, message, change } = useCardChange(stored);
  const name = furniture ? furniture.clientName || furniture.name : t('line.unknown_item');
  const label = t('line.label', { index, name });
  const state = cardState(card);

  return (
    <li
      className={mergeClasses(styles.root, state === 'problematic' && styles.problematic)}
      aria-label={label}
    >
      <div className={styles.head}>
        {furniture?.images[0] && <LineImage src={furniture.images[0]} />}
        <Text className={styles.name}>{label}</Text>
        <Badge appearance="filled" color={pending ? 'warning' : 'success'}>
          {pending ? t('line.pending') : t('line.synced')}
        </Badge>
      </div>
      <Text>{t(cardStateKeys[state])}</Text>
      <CardChecks card={card} onChange={change} />
      <ProblemSelect
        value={card.problemStatus}
        onChange={(problemStatus) => void change({ problemStatus })}
      />
      <CardNote cardId={card.id} value={card.notes} onCommit={(notes) => change({ notes })} />
      <CardPhotos cardId={card.id} photos={photos} onQueued={onPhotoQueued} />
      {message && <Text role="alert">{message}</Text>}
    </li>
  );
}

/**
 * Live queries hand out new row objects on every change; comparing the fields shown keeps a tap
 * from re-rendering the other few hundred lines.
 */
export const LineCard = memo(LineCardView, (before, after) => {
  const a = before.card;
  const b = after.card;
  return (
    before.index === after.index &&
    before.pending === after.pending &&
    before.photosKey === after.photosKey &&
    before.furniture?.id === after.furniture?.id &&
    before.furniture?.updatedAt === after.furniture?.updatedAt &&
    before.onPhotoQueued === after.onPhotoQueued &&
    a.id === b.id &&
    a.updatedAt === b.updatedAt &&
    a.checked === b.checked &&
    a.quantityChecked === b.quantityChecked &&
    a.quantityAsked === b.quantityAsked &&
    a.returnedToWarehouse === b.returnedToWarehouse &&
    a.notes === b.notes &&
    a.problemStatus === b.problemStatus
  );
});
