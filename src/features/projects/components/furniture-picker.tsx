import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { usePickableFurniture } from '../../../search';
import { SearchPicker } from '../../../ui/search-picker';
import { addFurnitureLine } from '../actions/line-actions';
import { catalogueUnitCents } from '../lib/draft-totals';

/** Enough to pick from; the list scrolls inside its own box. */
const resultLimit = 50;

/**
 * Finds catalogue items with the shared search and adds one to the room; a refusal goes to
 * `onError`. Memoized: a change to a line does not render it again.
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
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const [query, setQuery] = useState('');
  const mutate = useMutate();
  const results = usePickableFurniture(query, resultLimit)?.map((item) => ({
    id: item.id,
    name: item.clientName || item.name,
    price: formatMoney(catalogueUnitCents(item.priceExclVatCents, clientMultiplier, vatRateBp, preference)),
  }));

  async function onPick(furnitureId: string) {
    const result = await addFurnitureLine(mutate, roomId, furnitureId);
    onError(result.ok ? null : t(result.messageKey));
  }

  return (
    <SearchPicker
      texts={{
        label: t('picker.label'),
        hint: t('picker.hint'),
        noMatch: t('picker.no_match'),
        resultsLabel: t('picker.results_label'),
        add: (name) => t('picker.add', { name }),
      }}
      query={query}
      onQueryChange={setQuery}
      results={results}
      onPick={(item) => void onPick(item.id)}
    />
  );
});
