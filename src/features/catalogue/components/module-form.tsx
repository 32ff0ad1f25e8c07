import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { formMessageKey } from '../../../lib/action-result';
import { useMutate } from '../../../sync/sync-context';
import { saveModule, type ModuleSaveResult } from '../actions/module-actions';
import { useFieldMessage, useFormMessage } from '../hooks/use-field-message';
import type { ModuleCatalogue } from '../hooks/use-module-catalogue';
import type { ModuleDraft } from '../lib/module-draft';
import { CatalogueFormFrame } from './catalogue-form-frame';
import { ModuleAccessFields } from './module-access-fields';
import { ModuleBill } from './module-bill';
import { ModuleContentLines } from './module-content-lines';
import { ModuleGeneralFields } from './module-general-fields';
import { savedState } from './saved-notice';

/** Add or update a furniture module; saving works offline (queued and synced later). */
export function ModuleForm({
  id,
  isNew,
  initial,
  catalogue,
}: {
  id: string;
  isNew: boolean;
  initial: ModuleDraft;
  catalogue: ModuleCatalogue;
}) {
  const { t } = useTranslation('catalogue');
  const mutate = useMutate();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [result, setResult] = useState<ModuleSaveResult>({ ok: true });
  const change = (patch: Partial<ModuleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const message = useFieldMessage(result.ok ? {} : result.fields);
  const cycle = !result.ok && 'cycle' in result ? result.cycle : undefined;
  const formKey = result.ok || 'cycle' in result ? undefined : formMessageKey(result);
  const formMessage = useFormMessage(formKey);
  const nameOf = (moduleId: string) =>
    moduleId === id
      ? draft.name || t('module.this_module')
      : (catalogue.moduleById.get(moduleId)?.name ?? t('unknown_item'));
  const cycleText = cycle && t('module.cycle', { path: cycle.map(nameOf).join(' → ') });
  const props = { selfId: id, draft, change, message, catalogue };

  const submit = async () => {
    const outcome = await saveModule(mutate, id, isNew, draft, catalogue.modules);
    setResult(outcome);
    if (outcome.ok) void navigate(paths.adminFurnitureModules, { state: savedState(outcome) });
  };

  return (
    <CatalogueFormFrame
      label={t(isNew ? 'module.add_title' : 'module.edit_title')}
      error={formMessage ?? cycleText}
      onSubmit={submit}
      onCancel={() => void navigate(paths.adminFurnitureModules)}
    >
      <ModuleGeneralFields {...props} />
      <ModuleContentLines {...props} cycleText={cycleText} />
      <ModuleBill selfId={id} draft={draft} catalogue={catalogue} />
      <ModuleAccessFields {...props} />
    </CatalogueFormFrame>
  );
}
