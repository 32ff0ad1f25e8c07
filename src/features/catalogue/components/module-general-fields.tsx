import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { projectSizes } from '../../../domain/enums';
import { TextField } from '../../../ui/text-field';
import { isProjectSize } from '../lib/module-draft';
import { fieldBinder } from '../lib/bind-field';
import { FormSection, Wide } from '../../../ui/form-section';
import { ImageLinksField } from './image-links-field';
import { LabelledSelect } from '../../../ui/labelled-select';
import type { ModuleFieldProps } from './module-form-props';
import { TextAreaField } from '../../../ui/text-area-field';

/** Names, tag, project size, parent, descriptions for clients, note and image carousel of a module. */
export function ModuleGeneralFields({ selfId, draft, change, message, catalogue }: ModuleFieldProps) {
  const { t } = useTranslation('catalogue');
  const bind = fieldBinder(draft, change, message);
  const parents = catalogue.modules.filter((module) => module.id !== selfId);
  return (
    <FormSection title={t('module.sections.general')}>
      <TextField label={t('module.fields.name')} {...bind('name')} required />
      <TextField label={t('module.fields.clientName')} {...bind('clientName')} />
      <TextField label={t('module.fields.tag')} {...bind('tag')} />
      <LabelledSelect
        label={t('module.fields.projectType')}
        value={draft.projectType}
        options={[
          { value: '', text: t('module.no_project_type') },
          ...projectSizes.map((size) => ({ value: size, text: size })),
        ]}
        onChange={(value) => change({ projectType: isProjectSize(value) ? value : '' })}
        message={message('projectType')}
      />
      <LabelledSelect
        label={t('module.fields.parentModule')}
        options={[
          { value: '', text: t('module.no_parent') },
          ...parents.map((module) => ({ value: module.id, text: module.name })),
        ]}
        {...bind('parentModuleId')}
      />
      <Switch
        label={t('module.fields.archived')}
        checked={draft.archived}
        onChange={(_, data) => change({ archived: data.checked })}
      />
      <TextAreaField label={t('module.fields.clientDescriptionEn')} {...bind('clientDescriptionEn')} />
      <TextAreaField label={t('module.fields.clientDescriptionFr')} {...bind('clientDescriptionFr')} />
      <Wide>
        <TextAreaField label={t('module.fields.note')} {...bind('note')} />
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
