import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useEntity } from '../../../db/hooks/use-entity';
import { rangePicture } from '../../../domain/catalogue/offers';
import { uuidv7 } from '../../../domain/ids';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { useFormatMoney } from '../../../i18n/use-format';
import { useFurnitureByIds } from '../hooks/use-furniture-catalogue';
import { draftFromRange, emptyRangeDraft } from '../lib/range-draft';
import { MissingItem } from './missing-item';
import { NamedList } from './named-list';
import { RangeForm } from './range-form';

/** `/admin/furniture-ranges`. */
export function RangeListScreen() {
  const { t } = useTranslation('catalogue');
  const formatMoney = useFormatMoney();
  const ranges = useEntityList('furnitureRanges');
  const coreIds = useMemo(
    () =>
      ranges.data?.flatMap((range) =>
        range.items.filter((item) => item.core).map((item) => item.furnitureId),
      ),
    [ranges.data],
  );
  const furniture = useFurnitureByIds(coreIds ?? []);
  const rows = useMemo(
    () =>
      ranges.data?.map((range) => ({
        id: range.id,
        name: range.name,
        image: rangePicture(range, (id) => furniture?.get(id)),
        archived: range.archived,
        to: generatePath(paths.adminFurnitureRange, { furnitureRangeId: range.id }),
        details: [
          t('range.item_count', { count: range.items.length }),
          range.maxPriceCents === null
            ? null
            : t('range.max_price_is', { price: formatMoney(range.maxPriceCents) }),
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    [ranges.data, furniture, t, formatMoney],
  );
  return (
    <Page title={t('range.list_title')}>
      <NamedList
        rows={rows}
        label={t('range.list_label')}
        addLabel={t('range.add')}
        addTo={paths.adminFurnitureRangeAdd}
        emptyText={t('range.empty')}
      />
    </Page>
  );
}

/** `/admin/furniture-ranges/add`. */
export function RangeAddScreen() {
  const { t } = useTranslation('catalogue');
  const [id] = useState(uuidv7);
  return (
    <Page title={t('range.add_title')}>
      <RangeForm id={id} isNew initial={emptyRangeDraft} />
    </Page>
  );
}

/** `/admin/furniture-ranges/{furnitureRangeId}`. */
export function RangeEditScreen() {
  const { furnitureRangeId } = useParams();
  const row = useEntity('furnitureRanges', furnitureRangeId);
  if (row.loading) return <LoadingScreen />;
  if (!row.data) return <MissingItem />;
  return (
    <Page title={row.data.name}>
      <RangeForm key={row.data.id} id={row.data.id} isNew={false} initial={draftFromRange(row.data)} />
    </Page>
  );
}
