import { useTranslation } from 'react-i18next';
import type { FieldKeys } from '../lib/furniture-draft';

/** Translates the key an action left for a field; an unknown key reads as "invalid". */
export function useFieldMessage(fields: FieldKeys): (field: string) => string | undefined {
  const { t } = useTranslation('catalogue');
  return (field) => {
    const key = fields[field];
    return key === undefined ? undefined : t(key, { defaultValue: t('validation:invalid') });
  };
}

/** Translates a form-level message key (codes became keys through errorKeys, so each one exists). */
export function useFormMessage(key: string | undefined): string | undefined {
  const { t } = useTranslation('catalogue');
  return key === undefined ? undefined : t(key);
}
