import { Button, Field, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFurniturePicker } from '../hooks/use-furniture-picker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  results: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '18rem',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  result: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
  },
  name: { flexGrow: 1 },
});

/** Finds catalogue items with the shared search and hands the chosen one to `onPick`. */
export function FurnitureSearchPicker({
  label,
  onPick,
  excluded,
}: {
  label: string;
  onPick: (furniture: { id: string; name: string }) => void;
  /** Ids already chosen: not offered again. */
  excluded: ReadonlySet<string>;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const formatMoney = useFormatMoney();
  const [query, setQuery] = useState('');
  const results = useFurniturePicker(query)?.filter((row) => !excluded.has(row.id));

  return (
    <div className={styles.root}>
      <Field label={label} hint={t('picker.hint')}>
        <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
      </Field>
      {query.trim() !== '' && results !== undefined && results.length === 0 && (
        <Text>{t('picker.no_match')}</Text>
      )}
      {results !== undefined && results.length > 0 && (
        <ul className={styles.results} aria-label={t('picker.results', { label })}>
          {results.map((row) => (
            <li key={row.id} className={styles.result}>
              <Text className={styles.name}>{row.name}</Text>
              <Text>{formatMoney(row.priceExclVatCents)}</Text>
              <Button
                size="small"
                icon={<AddRegular />}
                aria-label={t('picker.add', { name: row.name })}
                onClick={() => onPick({ id: row.id, name: row.name })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
