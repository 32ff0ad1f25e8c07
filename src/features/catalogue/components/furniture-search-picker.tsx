import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../i18n/use-format';
import { usePickableFurniture } from '../../../search';
import { SearchPicker } from '../../../ui/search-picker';

/** Enough to pick from without scrolling far. */
const resultLimit = 20;

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
  const formatMoney = useFormatMoney();
  const [query, setQuery] = useState('');
  const results = usePickableFurniture(query, resultLimit)
    ?.filter((row) => !excluded.has(row.id))
    .map((row) => ({ id: row.id, name: row.name, price: formatMoney(row.priceExclVatCents) }));

  return (
    <SearchPicker
      texts={{
        label,
        hint: t('picker.hint'),
        noMatch: t('picker.no_match'),
        resultsLabel: t('picker.results', { label }),
        add: (name) => t('picker.add', { name }),
      }}
      query={query}
      onQueryChange={setQuery}
      results={results}
      onPick={({ id, name }) => onPick({ id, name })}
    />
  );
}
