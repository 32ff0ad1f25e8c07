import { Button, makeStyles, MessageBar, MessageBarBody, Switch, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useMutate } from '../../../sync/sync-context';
import { TextField } from '../../../ui/text-field';
import type { SaveResult } from '../actions/action-result';
import { saveRange } from '../actions/range-actions';
import { useFieldMessage, useFormMessage } from '../hooks/use-field-message';
import type { RangeDraft } from '../lib/range-draft';
import { FormSection, Wide } from './form-section';
import { RangeItems } from './range-items';
import { TextAreaField } from './text-area-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Add or update a furniture range: name, note, maximum price and its hearted items. */
export function RangeForm({ id, isNew, initial }: { id: string; isNew: boolean; initial: RangeDraft }) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const mutate = useMutate();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<SaveResult>({ ok: true });
  const change = (patch: Partial<RangeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const message = useFieldMessage(result.ok ? {} : result.fields);
  const formMessage = useFormMessage(result.ok ? undefined : result.messageKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await saveRange(mutate, id, isNew, draft);
    setResult(outcome);
    if (outcome.ok) void navigate(paths.adminFurnitureRanges);
  };

  return (
    <form
      className={styles.form}
      aria-label={t(isNew ? 'range.add_title' : 'range.edit_title')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {formMessage && (
        <MessageBar intent="error">
          <MessageBarBody>{formMessage}</MessageBarBody>
        </MessageBar>
      )}
      <FormSection title={t('range.sections.general')}>
        <TextField
          label={t('range.fields.name')}
          value={draft.name}
          onChange={(name) => change({ name })}
          message={message('name')}
          required
        />
        <TextField
          label={t('range.fields.maxPrice')}
          value={draft.maxPrice}
          onChange={(maxPrice) => change({ maxPrice })}
          message={message('maxPriceCents')}
        />
        <Wide>
          <TextAreaField
            label={t('range.fields.note')}
            value={draft.note}
            onChange={(note) => change({ note })}
            message={message('note')}
          />
        </Wide>
        <Switch
          label={t('range.fields.archived')}
          checked={draft.archived}
          onChange={(_, data) => change({ archived: data.checked })}
        />
      </FormSection>
      <FormSection title={t('range.items')}>
        <Wide>
          <RangeItems
            items={draft.items}
            onChange={(items) => change({ items })}
            message={message('items')}
          />
        </Wide>
      </FormSection>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit">
          {t('save')}
        </Button>
        <Button onClick={() => void navigate(paths.adminFurnitureRanges)}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
