import { MessageBar, MessageBarBody, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { availabilityStatuses } from '../../../domain/enums';
import { TextField } from '../../../ui/text-field';
import { availabilityKeys } from '../../../i18n/project-labels';
import { isAvailability } from '../lib/furniture-query';
import { fieldBinder } from '../lib/bind-field';
import type { FurnitureFieldProps } from './furniture-field-props';
import { FormSection, Wide } from '../../../ui/form-section';
import { LabelledSelect } from '../../../ui/labelled-select';
import { PriceFields } from './price-fields';
import { TextAreaField } from '../../../ui/text-area-field';

/** Prices, visibility, availability and stock, notes and the warnings shown to clients. */
export function FurnitureStockFields({
  draft,
  change,
  message,
  vatRateBp,
  wasDisabled,
}: FurnitureFieldProps & { vatRateBp: number; wasDisabled: boolean }) {
  const { t } = useTranslation('catalogue');
  const bind = fieldBinder(draft, change, message);
  return (
    <>
      <FormSection title={t('furniture.sections.price_stock')}>
        <PriceFields
          excl={draft.priceExcl}
          incl={draft.priceIncl}
          vatRateBp={vatRateBp}
          onChange={change}
          exclMessage={message('priceExclVatCents')}
          inclMessage={message('priceInclVatCents')}
        />
        <LabelledSelect
          label={t('furniture.fields.availability')}
          value={draft.availability}
          options={availabilityStatuses.map((status) => ({
            value: status,
            text: t(availabilityKeys[status]),
          }))}
          onChange={(value) => {
            if (isAvailability(value)) change({ availability: value });
          }}
          message={message('availability')}
        />
        <TextField label={t('furniture.fields.stockQuantity')} type="number" {...bind('stockQuantity')} />
        <Switch
          label={t('furniture.fields.isDisabled')}
          checked={draft.isDisabled}
          onChange={(_, data) => change({ isDisabled: data.checked })}
        />
        <Switch
          label={t('furniture.fields.archived')}
          checked={draft.archived}
          onChange={(_, data) => change({ archived: data.checked })}
        />
        {draft.isDisabled && !wasDisabled && (
          <Wide>
            <MessageBar intent="warning">
              <MessageBarBody>{t('furniture.disabled_warning')}</MessageBarBody>
            </MessageBar>
          </Wide>
        )}
      </FormSection>
      <FormSection title={t('furniture.sections.notes')}>
        <Wide>
          <TextAreaField label={t('furniture.fields.note')} {...bind('note')} />
        </Wide>
        <TextAreaField label={t('furniture.fields.warningEn')} {...bind('warningEn')} />
        <TextAreaField label={t('furniture.fields.warningFr')} {...bind('warningFr')} />
      </FormSection>
    </>
  );
}
