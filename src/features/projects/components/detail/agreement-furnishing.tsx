import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { useLineItem, useRoomTitle } from './item-name';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** A titled part of the agreement. */
export function AgreementSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {children}
    </section>
  );
}

/** What is rented: every line of the project by room, with its quantity. */
export function AgreementFurnishing({ draft }: { draft: ProjectDraft }) {
  const { t } = useTranslation('projectDetail');
  const styles = useStyles();
  const roomTitle = useRoomTitle();
  const lineItem = useLineItem(draft);
  return (
    <AgreementSection title={t('agreement.furnishing')}>
      {draft.rooms.map((room) => (
        <div key={room.id}>
          <Text weight="semibold">{roomTitle(room)}</Text>
          <ul className={styles.list}>
            {draft.lines
              .filter((line) => line.roomId === room.id)
              .map((line) => (
                <li key={line.id}>
                  {t('agreement.item', { name: lineItem(line).name, quantity: line.quantity })}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </AgreementSection>
  );
}
