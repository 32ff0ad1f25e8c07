import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import { useCategoryNames } from '../hooks/use-category-names';
import { fieldBinder } from '../lib/bind-field';
import type { FurnitureFieldProps } from './furniture-field-props';
import { FormSection, Wide } from '../../../ui/form-section';
import { ImageLinksField } from './image-links-field';
import { LabelledSelect } from '../../../ui/labelled-select';
import { TextAreaField } from '../../../ui/text-area-field';

const textFieldKeys = {
  name: 'catalogue:furniture.fields.name',
  clientName: 'catalogue:furniture.fields.clientName',
  sku: 'catalogue:furniture.fields.sku',
  supplierSku: 'catalogue:furniture.fields.supplierSku',
  supplier: 'catalogue:furniture.fields.supplier',
  barcode: 'catalogue:furniture.fields.barcode',
} as const;
type TextFieldName = keyof typeof textFieldKeys;

/** Names, codes, supplier, category, description and images of a catalogue item. */
export function FurnitureIdentityFields({ draft, change, message }: FurnitureFieldProps) {
  const { t } = useTranslation('catalogue');
  const categories = useCategoryNames();
  const bind = fieldBinder(draft, change, message);
  const field = (name: TextFieldName, required = false) => (
    <TextField label={t(textFieldKeys[name])} {...bind(name)} required={required} />
  );
  return (
    <FormSection title={t('furniture.sections.identity')}>
      {field('name', true)}
      {field('clientName')}
      {field('sku')}
      {field('supplierSku')}
      {field('supplier')}
      {field('barcode')}
      <LabelledSelect
        label={t('furniture.fields.category')}
        options={[
          { value: '', text: t('furniture.no_category') },
          ...categories.map((c) => ({ value: c.id, text: c.name })),
        ]}
        {...bind('categoryId')}
      />
      <Wide>
        <TextAreaField label={t('furniture.fields.description')} {...bind('description')} />
      </Wide>
      <Wide>
        <ImageLinksField
          images={draft.images}
          onChange={(images) => change({ images })}
          message={message('images')}
          itemName={draft.name}
        />
      </Wide>
    </FormSection>
  );
}
