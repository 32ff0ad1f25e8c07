import {
  Button,
  Caption1,
  Field,
  makeStyles,
  SearchBox,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useEntityList } from '../../../db/hooks/use-entities';
import { useCollator } from '../../../i18n/use-format';
import { Page } from '../../../ui/page';
import { RouterLink } from '../../../ui/router-link';
import { clientKinds, filterClients, isClientKind, type ClientKind } from '../lib/client-filters';
import { clientKindLabelKeys } from '../lib/client-labels';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1 },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** `/admin/clients`: every client from the local store, by kind and text, with "Add". */
export function ClientListScreen() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const navigate = useNavigate();
  const collator = useCollator();
  const clients = useEntityList('clients');
  const [kind, setKind] = useState<ClientKind>('all');
  const [text, setText] = useState('');
  const shown = useMemo(
    () =>
      clients.data === undefined
        ? undefined
        : filterClients(clients.data, kind, text).sort((a, b) => collator.compare(a.name, b.name)),
    [clients.data, kind, text, collator],
  );

  return (
    <Page title={t('list.title')}>
      <div className={styles.bar}>
        <Field label={t('list.search')} className={styles.search}>
          <SearchBox value={text} onChange={(_, data) => setText(data.value)} />
        </Field>
        <Field label={t('list.kind')}>
          <Select value={kind} onChange={(_, data) => isClientKind(data.value) && setKind(data.value)}>
            {clientKinds.map((value) => (
              <option key={value} value={value}>
                {t(clientKindLabelKeys[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => void navigate(paths.adminClientAdd)}
        >
          {t('list.add')}
        </Button>
      </div>
      {shown === undefined ? (
        <Spinner label={t('loading')} />
      ) : shown.length === 0 ? (
        <Text>{clients.data?.length === 0 ? t('list.empty') : t('list.no_match')}</Text>
      ) : (
        <>
          <Text role="status">{t('list.count', { count: shown.length })}</Text>
          <ul className={styles.list} aria-label={t('list.title')}>
            {shown.map((client) => (
              <li key={client.id} className={styles.row}>
                <RouterLink to={generatePath(paths.adminClient, { clientId: client.id })}>
                  {client.name}
                </RouterLink>
                <Caption1>
                  {[t(client.isCompany ? 'kinds.company' : 'kinds.individual'), client.email, client.phone]
                    .filter(Boolean)
                    .join(' · ')}
                </Caption1>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
