import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', flexDirection: 'column' },
});

/** The items a section lists; the count in its heading says how many there are in all. */
export const QUEUE_SHOWN_ITEMS = 10;

export interface QueueItem {
  key: string;
  link: ReactNode;
  detail: string;
}

/**
 * One list of the office's dashboard: its title with the count, the first entries, each opening its
 * page. Only the entries shown are turned into items: a list of thousands builds ten links.
 */
export function QueueSection<T>({
  title,
  count,
  entries,
  toItem,
  emptyText,
  children,
}: {
  title: string;
  count: number | null;
  entries: readonly T[];
  toItem: (entry: T) => QueueItem;
  emptyText: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {count === null ? title : t('dashboard.section_count', { title, total: count })}
      </h2>
      {children}
      {entries.length === 0 ? (
        <Text>{emptyText}</Text>
      ) : (
        <ul className={styles.list} aria-label={title}>
          {entries
            .slice(0, QUEUE_SHOWN_ITEMS)
            .map(toItem)
            .map((item) => (
              <li key={item.key} className={styles.item}>
                {item.link}
                {item.detail !== '' && <Caption1>{item.detail}</Caption1>}
              </li>
            ))}
        </ul>
      )}
      {entries.length > QUEUE_SHOWN_ITEMS && (
        <Caption1>{t('dashboard.more', { count: entries.length - QUEUE_SHOWN_ITEMS })}</Caption1>
      )}
    </section>
  );
}
