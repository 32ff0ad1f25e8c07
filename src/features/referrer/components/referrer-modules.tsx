import {
  Button,
  Checkbox,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SearchBox,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useCollator } from '../../../i18n/use-format';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { foldText } from '../../../search';
import { useMutate } from '../../../sync/sync-context';
import { saveReferrerModules } from '../actions/save-referrer';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});

/** The modules a referrer's leads may be offered: a checkbox per live module, a name filter, Save. */
export function ReferrerModules({
  referrer,
  modules,
}: {
  referrer: LocalRow<'businessReferrers'>;
  modules: readonly LocalRow<'furnitureModules'>[];
}) {
  const { t } = useTranslation('leads');
  const styles = useStyles();
  const mutate = useMutate();
  const collator = useCollator();
  const [chosen, setChosen] = useState(() => new Set(referrer.moduleIds));
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<ActionResult | null>(null);
  const shown = useMemo(() => {
    const folded = foldText(query.trim());
    return modules
      .filter((module) => !module.archived || chosen.has(module.id))
      .filter((module) => folded === '' || foldText(module.name).includes(folded))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [modules, query, collator, chosen]);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className={styles.root}>
      <Text>{t('referrers.modules_help')}</Text>
      <Field label={t('referrers.modules_search')}>
        <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} />
      </Field>
      <Text role="status">{t('referrers.modules_count', { count: chosen.size })}</Text>
      {shown.length === 0 ? (
        <Text>{t('referrers.modules_empty')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('referrers.modules')}>
          {shown.map((module) => (
            <li key={module.id}>
              <Checkbox
                label={module.name}
                checked={chosen.has(module.id)}
                onChange={(_, data) => toggle(module.id, data.checked === true)}
              />
            </li>
          ))}
        </ul>
      )}
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} role="status">
          <MessageBarBody>{result.ok ? t('referrers.saved') : t(formMessageKey(result))}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button
          appearance="primary"
          onClick={() => void saveReferrerModules(mutate, referrer.id, [...chosen]).then(setResult)}
        >
          {t('referrers.save')}
        </Button>
      </div>
    </div>
  );
}
