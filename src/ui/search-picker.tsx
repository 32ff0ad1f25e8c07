import { Button, Field, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';

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

export interface PickerItem {
  id: string;
  name: string;
  /** The price as the screen shows it, already formatted. */
  price: string;
}

/** The texts of a picker, translated by the feature that uses it. */
export interface PickerTexts {
  label: string;
  hint: string;
  noMatch: string;
  resultsLabel: string;
  add: (name: string) => string;
}

/**
 * A search box and the items it found, each with an add button. The feature runs the search (the
 * shared catalogue search) and decides what adding means; this only shows.
 */
export function SearchPicker({
  texts,
  query,
  onQueryChange,
  results,
  onPick,
}: {
  texts: PickerTexts;
  query: string;
  onQueryChange: (query: string) => void;
  /** Undefined while the search is not ready. */
  results: readonly PickerItem[] | undefined;
  onPick: (item: PickerItem) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Field label={texts.label} hint={texts.hint}>
        <SearchBox value={query} onChange={(_, data) => onQueryChange(data.value)} />
      </Field>
      {query.trim() !== '' && results !== undefined && results.length === 0 && <Text>{texts.noMatch}</Text>}
      {results !== undefined && results.length > 0 && (
        <ul className={styles.results} aria-label={texts.resultsLabel}>
          {results.map((item) => (
            <li key={item.id} className={styles.result}>
              <Text className={styles.name}>{item.name}</Text>
              <Text>{item.price}</Text>
              <Button
                size="small"
                icon={<AddRegular />}
                aria-label={texts.add(item.name)}
                onClick={() => onPick(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
