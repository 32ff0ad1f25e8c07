import { Switch } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useMutate } from '../../../sync/sync-context';
import { TextField } from '../../../ui/text-field';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { saveRange } from '../actions/range-actions';
import { useFieldMessage, useFormMessage } from '../hooks/use-field-message';
import type { RangeDraft } from '../lib/range-draft';
import { fieldBinder } from '../lib/bind-field';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { FormSection, Wide } from '../../../ui/form-section';
import { RangeItems } from './range-items';
import { TextAreaField } from '../../../ui/text-area-field';
import { savedState } from './saved-notice';

/** Add or update a furniture range: name, note, maximum price and its hearted items. */
export function RangeForm({ id, isNew, initial }: { id: string; isNew: boolean; initial: RangeDraft }) {
  const { t } = useTranslation('catalogue');
  const mutate = useMutate();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const change = (patch: Partial<RangeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const message = useFieldMessage(result.ok ? {} : result.fields);
  const formMessage = useFormMessage(result.ok ? undefined : formMessageKey(result));
  const bind = fieldBinder(draft, change, message);

  const submit = async () => {
    const outcome = await saveRange(mutate, id, isNew, draft);
    setResult(outcome);
    if (outcome.ok) void navigate(paths.adminFurnitureRanges, { state: savedState(outcome) });
  };

  return (
    <CatalogueFormFrame
      label={t(isNew ? 'range.add_title' : 'range.edit_title')}
      error={formMessage}
      onSubmit={submit}
      onCancel={() => void navigate(paths.adminFurnitureRanges)}
    >
      <FormSection title={t('range.sections.general')}>
        <TextField label={t('range.fields.name')} {...bind('name')} required />
        <TextField label={t('range.fields.maxPrice')} {...bind('maxPrice', 'maxPriceCents')} />
        <Wide>
          <TextAreaField label={t('range.fields.note')} {...bind('note')} />
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
    </CatalogueFormFrame>
  );
}
