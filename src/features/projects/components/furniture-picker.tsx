import { Button, Field, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { addFurnitureLine } from '../actions/line-actions';
import { useFormatMoney } from '../hooks/use-format-money';
import { useFurnitureSearch } from '../hooks/use-furniture-search';
import { catalogueUnitCents } from '../lib/draft-totals';

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
  resultName: { flexGrow: 1 },
});

/**
 * Finds catalogue items by the start of their name (accents and case ignored) and adds one to the
 * room; a refusal goes to `onError`. Memoized: a change to a line does not render it again.
 */
export const FurniturePicker = memo(function FurniturePicker({
  roomId,
  clientMultiplier,
  vatRateBp,
  onError,
}: {
  roomId: string;
  clientMultiplier: number;
  vatRateBp: number;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const [query, setQuery] = useState('');
  const results = useFurnitureSearch(query);
  const mutate = useMutate();

  async function onPick(furnitureId: string) {
    const result = await addFurnitureLine(mutate, roomId, furnitureId);
    onError(result.ok ? null : t(result.messageKey));
  }

  return (
    <div className={styles.root}>
      <Field label={t('picker.label')} hint={t('picker.hint')}>
        <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
      </Field>
      {query.trim() !== '' && results !== undefined && results.length === 0 && (
        <Text>{t('picker.no_match')}</Text>
      )}
      {results !== undefined && results.length > 0 && (
        <ul className={styles.results} aria-label={t('picker.results_label')}>
          {results.map((item) => {
            const name = item.clientName || item.name;
            return (
              <li key={item.id} className={styles.result}>
                <Text className={styles.resultName}>{name}</Text>
                <Text>
                  {formatMoney(
                    catalogueUnitCents(item.priceExclVatCents, clientMultiplier, vatRateBp, preference),
                  )}
                </Text>
                <Button
                  size="small"
                  icon={<AddRegular />}
                  aria-label={t('picker.add', { name })}
                  onClick={() => void onPick(item.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
