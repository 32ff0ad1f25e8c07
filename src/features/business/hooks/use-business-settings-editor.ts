import { useTranslation } from 'react-i18next';
import type { BusinessSettings } from '../../../domain/entities/business-settings.schema';
import { useStoredForm } from '../../../lib/use-stored-form';
import { useMutate } from '../../../sync/sync-context';
import { saveBusinessSettings } from '../actions/save-business-settings';
import { fieldMessageKey } from '../lib/business-settings-fields';
import { businessSettingsFormOf } from '../lib/business-settings-form';

/**
 * The settings form over the stored row: what is typed since the last save, each field's message
 * (found under the name the row gives it), the save's outcome and whether the server has it.
 */
export function useBusinessSettingsEditor(row: BusinessSettings | undefined) {
  const { t } = useTranslation('admin');
  const mutate = useMutate();
  const { form, result, fields, sent, change, submit } = useStoredForm(businessSettingsFormOf(row), (typed) =>
    saveBusinessSettings(mutate, typed),
  );
  const message = (field: string) => {
    const key = fieldMessageKey(fields, field);
    return key === undefined ? undefined : t(key);
  };
  return { form, result, sent, message, change, submit };
}
