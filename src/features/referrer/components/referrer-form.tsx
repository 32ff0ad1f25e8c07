import { Button, makeStyles, MessageBar, MessageBarBody, Switch, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { TextField } from '../../../ui/text-field';
import { saveReferrer, type ReferrerDraft } from '../actions/save-referrer';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '560px' },
});

/** A business referrer's name and whether its agents may open their leads' purchase orders. */
export function ReferrerForm({
  id,
  isNew,
  initial,
  onSaved,
}: {
  id: string;
  isNew: boolean;
  initial: ReferrerDraft;
  onSaved: () => void;
}) {
  const { t } = useTranslation('leads');
  const styles = useStyles();
  const mutate = useMutate();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<ActionResult | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saveReferrer(mutate, id, isNew, draft);
    setResult(outcome);
    if (outcome.ok) onSaved();
  };
  const nameKey = result && !result.ok ? result.fields.name : undefined;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      {result && !result.ok && (
        <MessageBar intent="error">
          <MessageBarBody>{t(formMessageKey(result))}</MessageBarBody>
        </MessageBar>
      )}
      {result?.ok && !isNew && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('referrers.saved')}</MessageBarBody>
        </MessageBar>
      )}
      <TextField
        label={t('referrers.name')}
        value={draft.name}
        onChange={(name) => setDraft((current) => ({ ...current, name }))}
        message={nameKey === undefined ? undefined : t(nameKey)}
        required
      />
      <Switch
        label={t('referrers.can_access_po')}
        checked={draft.canAccessPurchaseOrder}
        onChange={(_, data) => setDraft((current) => ({ ...current, canAccessPurchaseOrder: data.checked }))}
      />
      <div>
        <Button appearance="primary" type="submit">
          {t('referrers.save')}
        </Button>
      </div>
    </form>
  );
}
