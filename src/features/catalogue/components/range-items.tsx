import { Button, makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { DeleteRegular, HeartFilled, HeartRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FurnitureRangeItem } from '../../../domain/entities/furniture-range.schema';
import { useFurnitureByIds } from '../hooks/use-furniture-catalogue';
import { FurnitureSearchPicker } from './furniture-search-picker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { flexGrow: 1 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The range's furniture: a heart marks the core offer; at least one is needed to save. */
export function RangeItems({
  items,
  onChange,
  message,
}: {
  items: readonly FurnitureRangeItem[];
  onChange: (items: FurnitureRangeItem[]) => void;
  message: string | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const ids = useMemo(() => items.map((item) => item.furnitureId), [items]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const byId = useFurnitureByIds(ids);
  const nameOf = (id: string) => byId?.get(id)?.name ?? t('unknown_item');

  return (
    <div className={styles.root}>
      {items.length === 0 ? (
        <Text>{t('range.no_items')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('range.items')}>
          {items.map((item) => {
            const name = nameOf(item.furnitureId);
            return (
              <li key={item.furnitureId} className={styles.item} aria-label={name}>
                <ToggleButton
                  appearance="subtle"
                  checked={item.core}
                  icon={item.core ? <HeartFilled /> : <HeartRegular />}
                  aria-label={t('range.core_toggle', { name })}
                  onClick={() =>
                    onChange(items.map((other) => (other === item ? { ...other, core: !other.core } : other)))
                  }
                />
                <Text className={styles.name}>{name}</Text>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('range.remove_item', { name })}
                  onClick={() => onChange(items.filter((other) => other !== item))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {message && (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      )}
      <FurnitureSearchPicker
        label={t('range.add_item')}
        excluded={chosen}
        onPick={(furniture) => onChange([...items, { furnitureId: furniture.id, core: false }])}
      />
    </div>
  );
}
