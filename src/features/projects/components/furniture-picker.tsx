import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { canQuoteFurniture } from '../../../domain/access';
import { useFormatMoney } from '../../../i18n/use-format';
import { useVatPreference } from '../../../lib/vat-preference';
import { useMutate } from '../../../sync/sync-context';
import { useCatalogueExample, usePickableFurniture } from '../../../search';
import { SearchPicker } from '../../../ui/search-picker';
import { addFurnitureLine } from '../actions/line-actions';
import { useDraftViewer } from '../hooks/use-draft-viewer';
import { catalogueUnitCents } from '../lib/draft-totals';

/** Enough to pick from; the list scrolls inside its own box. */
const resultLimit = 50;

/**
 * Finds catalogue items with the shared search and adds one to the room; a refusal goes to
 * `onError`. It offers what the access module lets the signed-in user quote for this client, the
 * rule `lineAdd` applies, for whoever edits the draft (a trial visitor too). Memoized: a change to a line does not render it again.
 */
export const FurniturePicker = memo(function FurniturePicker({
  roomId,
  client,
  clientMultiplier,
  vatRateBp,
  onError,
}: {
  roomId: string;
  /** The project's client, when pulled: whether it is a company decides what it may quote. */
  client: LocalRow<'clients'> | undefined;
  clientMultiplier: number;
  vatRateBp: number;
  onError: (message: string | null) => void;
}) {
  const viewer = useDraftViewer(client);
  const { t } = useTranslation('projects');
  const [preference] = useVatPreference();
  const formatMoney = useFormatMoney();
  const [query, setQuery] = useState('');
  const example = useCatalogueExample();
  const mutate = useMutate();
  const results = usePickableFurniture(query, resultLimit)
    ?.filter((item) => viewer !== null && canQuoteFurniture(viewer, item))
    .map((item) => ({
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
        hint: example === null ? t('picker.hint') : t('picker.hint_example', { example }),
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
