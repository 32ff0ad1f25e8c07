import { useTranslation } from 'react-i18next';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';

/** The translated message of each field an action refused, and the one above the form. */
export function useResultMessages(result: ActionResult) {
  const { t } = useTranslation('clients');
  const field = (name: string): string | undefined => {
    const key = result.ok ? undefined : result.fields[name];
    return key === undefined ? undefined : t(key, { defaultValue: t('validation:invalid') });
  };
  const form = result.ok ? undefined : t(formMessageKey(result));
  return { field, form };
}
