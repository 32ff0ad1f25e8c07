import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useRoomLabel } from '../../../../i18n/room-labels';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { AvailabilityText } from './availability-text';
import { useLineItem, useRoomTitle } from './item-name';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  room: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  line: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  image: {
    width: '48px',
    height: '48px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  name: { overflowWrap: 'anywhere' },
});

/** Every line of the project by room, as the client will receive it, with its availability once known. */
export function FurnitureTab({ draft }: { draft: ProjectDraft }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const roomTitle = useRoomTitle();
  const roomLabel = useRoomLabel();
  const lineItem = useLineItem(draft);
  if (draft.rooms.length === 0) return <Text>{t('furniture.empty')}</Text>;
  return (
    <div className={styles.root}>
      {draft.rooms.map((room) => {
        const lines = draft.lines.filter((line) => line.roomId === room.id);
        const title = roomTitle(room);
        return (
          <section key={room.id} className={styles.room} aria-label={title}>
            <Subtitle2 as="h3">{title}</Subtitle2>
            {lines.length === 0 ? (
              <Text>{t('furniture.room_empty')}</Text>
            ) : (
              <ul className={styles.list} aria-label={t('furniture.list_label', { name: roomLabel(room) })}>
                {lines.map((line) => {
                  const { name, image } = lineItem(line);
                  return (
                    <li key={line.id} className={styles.line} aria-label={name}>
                      {/* Decorative: the name beside it says what it shows. */}
                      {image ? (
                        <img className={styles.image} src={image} alt="" />
                      ) : (
                        <span className={styles.image} />
                      )}
                      <span className={styles.text}>
                        <Text weight="semibold" className={styles.name}>
                          {name}
                        </Text>
                        <Text size={200}>{t('furniture.quantity', { quantity: line.quantity })}</Text>
                        <AvailabilityText line={line} />
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
