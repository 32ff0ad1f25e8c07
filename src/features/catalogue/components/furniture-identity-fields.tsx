import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import { useCategoryNames } from '../hooks/use-category-names';
import type { FurnitureFieldProps } from './furniture-field-props';
import { FormSection, Wide } from './form-section';
import { ImageLinksField } from './image-links-field';
import { LabelledSelect } from './labelled-select';
import { TextAreaField } from './text-area-field';

/** Names, codes, supplier, category, description and images of a catalogue item. */
export function FurnitureIdentityFields({ draft, change, message }: FurnitureFieldProps) {
  const { t } = useTranslation('catalogue');
  const categories = useCategoryNames();
  const field = (
    name: 'name' | 'clientName' | 'sku' | 'supplierSku' | 'supplier' | 'barcode',
    required = false,
  ) => (
    <TextField
      label={t(`furniture.fields.${name}`)}
      value={draft[name]}
      onChange={(value) => change({ [name]: value })}
      message={message(name)}
      required={required}
    />
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
        value={draft.categoryId}
        options={[
          { value: '', text: t('furniture.no_category') },
          ...categories.map((c) => ({ value: c.id, text: c.name })),
        ]}
        onChange={(categoryId) => change({ categoryId })}
        message={message('categoryId')}
      />
      <Wide>
        <TextAreaField
          label={t('furniture.fields.description')}
          value={draft.description}
          onChange={(description) => change({ description })}
          message={message('description')}
        />
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
