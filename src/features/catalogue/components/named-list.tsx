import {
  Badge,
  Button,
  Caption1,
  Field,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CataloguePicture } from '../../../ui/catalogue-picture';
import { RouterLink } from '../../../ui/router-link';
import { foldText } from '../../../search';
import { useCollator } from '../../../i18n/use-format';
import { SavedNotice } from './saved-notice';

export interface NamedListRow {
  id: string;
  name: string;
  /** Its picture's link; none: a placeholder stands in. */
  image: string | undefined;
  details: string;
  to: string;
  archived: boolean;
}

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
});

/** Ranges and modules are a few hundred at most: a plain list sorted by name, with a name filter. */
export function NamedList({
  rows,
  label,
  addLabel,
  addTo,
  emptyText,
}: {
  rows: readonly NamedListRow[] | undefined;
  label: string;
  addLabel: string;
  addTo: string;
  emptyText: string;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const navigate = useNavigate();
  const collator = useCollator();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const folded = foldText(query.trim());
    return (rows ?? [])
      .filter((row) => folded === '' || foldText(row.name).includes(folded))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [rows, query, collator]);

  return (
    <>
      <SavedNotice />
      <div className={styles.bar}>
        <Field label={t('filters.search_name')} className={styles.search}>
          <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
        </Field>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate(addTo)}>
          {addLabel}
        </Button>
      </div>
      {rows === undefined ? (
        <Spinner label={t('loading')} />
      ) : shown.length === 0 ? (
        <Text>{rows.length === 0 ? emptyText : t('no_match')}</Text>
      ) : (
        <>
          <Text role="status">{t('count', { count: shown.length })}</Text>
          <ul className={styles.list} aria-label={label}>
            {shown.map((row) => (
              <li key={row.id} className={styles.row}>
                <CataloguePicture image={row.image} size="thumbnail" />
                <div className={styles.text}>
                  <RouterLink to={row.to}>{row.name}</RouterLink>
                  <Caption1>{row.details}</Caption1>
                </div>
                {row.archived && <Badge appearance="tint">{t('furniture.archived_badge')}</Badge>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
