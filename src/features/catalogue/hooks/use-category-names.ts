import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCollator } from '../../../i18n/use-format';
import { useFurnitureCategories } from './use-furniture-catalogue';

/** Categories in the interface language, sorted by position then name. */
export function useCategoryNames(): { id: string; name: string }[] {
  const { i18n } = useTranslation();
  const categories = useFurnitureCategories();
  const collator = useCollator();
  return useMemo(() => {
    const english = i18n.language.startsWith('en');
    return (categories ?? [])
      .slice()
      .sort((a, b) => a.position - b.position || collator.compare(a.key, b.key))
      .map((category) => ({ id: category.id, name: english ? category.nameEn : category.nameFr }));
  }, [categories, collator, i18n.language]);
}
