import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useMutate } from '../../../sync/sync-context';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { saveFurniture } from '../actions/furniture-actions';
import { useCatalogueConfig } from '../hooks/use-catalogue-config';
import { useFieldMessage, useFormMessage } from '../hooks/use-field-message';
import { usePrefill } from '../hooks/use-prefill';
import type { FurnitureDraft } from '../lib/furniture-draft';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { FurnitureIdentityFields } from './furniture-identity-fields';
import { FurnitureLinkFields } from './furniture-link-fields';
import { FurnitureStockFields } from './furniture-stock-fields';
import { savedState } from './saved-notice';

/** Add or update one catalogue item; saving works offline (the change is queued and synced later). */
export function FurnitureForm({
  id,
  isNew,
  initial,
}: {
  id: string;
  isNew: boolean;
  initial: FurnitureDraft;
}) {
  const { t } = useTranslation('catalogue');
  const mutate = useMutate();
  const navigate = useNavigate();
  const config = useCatalogueConfig();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<ActionResult>({ ok: true });
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<FurnitureDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const prefill = usePrefill(draft, setDraft, config.vatRateBp);
  const fields = result.ok ? {} : result.fields;
  const message = useFieldMessage(fields);
  const formMessage = useFormMessage(result.ok ? undefined : formMessageKey(result));

  const submit = async () => {
    setSaving(true);
    const outcome = await saveFurniture(mutate, id, isNew, draft);
    setSaving(false);
    setResult(outcome);
    if (outcome.ok) void navigate(paths.adminFurnitures, { state: savedState(outcome) });
  };

  return (
    <CatalogueFormFrame
      label={t(isNew ? 'furniture.add_title' : 'furniture.edit_title')}
      error={formMessage}
      saving={saving}
      onSubmit={submit}
      onCancel={() => void navigate(paths.adminFurnitures)}
    >
      <FurnitureLinkFields
        draft={draft}
        change={change}
        message={message}
        selfId={id}
        erpTemplates={config.erpProductUrlTemplates}
        prefill={prefill}
      />
      <FurnitureIdentityFields draft={draft} change={change} message={message} />
      <FurnitureStockFields
        draft={draft}
        change={change}
        message={message}
        vatRateBp={config.vatRateBp}
        wasDisabled={initial.isDisabled}
      />
    </CatalogueFormFrame>
  );
}
