import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { Page } from '../../../ui/page';
import { useCategoryNames } from '../hooks/use-category-names';
import { useFormatMoney } from '../../../i18n/use-format';
import { useFurnitureResults, useSuppliers, type FurnitureView } from '../hooks/use-furniture-results';
import { noFilters } from '../lib/furniture-query';
import { FurnitureFilters } from './furniture-filters';
import { FURNITURE_ROW_PX, FurnitureRow } from './furniture-row';
import { VirtualList } from '../../../ui/virtual-list';
import { SavedNotice } from './saved-notice';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  count: { flexGrow: 1 },
});

const initialView: FurnitureView = { query: '', filters: noFilters, sort: 'name', direction: 'asc' };

/** `/admin/furnitures`: the whole catalogue from the local store, searched, filtered and sorted. */
export function FurnitureListScreen() {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const [view, setView] = useState(initialView);
  const results = useFurnitureResults(view);
  const categories = useCategoryNames();
  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const suppliers = useSuppliers();

  const changeView = (next: FurnitureView) => {
    // Typing a query switches to relevance once, leaving the user's later choice alone.
    const startsSearch = view.query.trim() === '' && next.query.trim() !== '' && next.sort === 'name';
    setView(startsSearch ? { ...next, sort: 'relevance' } : next);
  };

  return (
    <Page title={t('furniture.list_title')}>
      <SavedNotice />
      <div className={styles.bar}>
        <Text className={styles.count} role="status">
          {results === undefined || !results.complete
            ? t('furniture.counting')
            : t('furniture.count', { count: results.rows.length })}
        </Text>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => void navigate(paths.adminFurnitureAdd)}
        >
          {t('furniture.add')}
        </Button>
      </div>
      <FurnitureFilters view={view} onChange={changeView} categories={categories} suppliers={suppliers} />
      {results === undefined ? (
        <Spinner label={t('loading')} />
      ) : results.rows.length === 0 && results.complete ? (
        <Text>{view.query.trim() === '' ? t('furniture.empty') : t('furniture.no_match')}</Text>
      ) : (
        <VirtualList
          items={results.rows}
          rowHeight={FURNITURE_ROW_PX}
          label={t('furniture.list_label')}
          itemKey={(row) => row.id}
          renderRow={(row) => (
            <FurnitureRow
              row={row}
              categoryName={row.categoryId === null ? undefined : categoryNames.get(row.categoryId)}
              price={formatMoney(row.priceExclVatCents)}
            />
          )}
        />
      )}
    </Page>
  );
}
