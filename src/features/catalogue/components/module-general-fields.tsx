import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { projectSizes } from '../../../domain/enums';
import { TextField } from '../../../ui/text-field';
import { isProjectSize } from '../lib/module-draft';
import { FormSection, Wide } from './form-section';
import { ImageLinksField } from './image-links-field';
import { LabelledSelect } from './labelled-select';
import type { ModuleFieldProps } from './module-form-props';
import { TextAreaField } from './text-area-field';

/** Names, tag, project size, parent, descriptions for clients, note and image carousel of a module. */
export function ModuleGeneralFields({ selfId, draft, change, message, catalogue }: ModuleFieldProps) {
  const { t } = useTranslation('catalogue');
  const parents = catalogue.modules.filter((module) => module.id !== selfId);
  return (
    <FormSection title={t('module.sections.general')}>
      <TextField
        label={t('module.fields.name')}
        value={draft.name}
        onChange={(name) => change({ name })}
        message={message('name')}
        required
      />
      <TextField
        label={t('module.fields.clientName')}
        value={draft.clientName}
        onChange={(clientName) => change({ clientName })}
        message={message('clientName')}
      />
      <TextField
        label={t('module.fields.tag')}
        value={draft.tag}
        onChange={(tag) => change({ tag })}
        message={message('tag')}
      />
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
        value={draft.parentModuleId}
        options={[
          { value: '', text: t('module.no_parent') },
          ...parents.map((module) => ({ value: module.id, text: module.name })),
        ]}
        onChange={(parentModuleId) => change({ parentModuleId })}
        message={message('parentModuleId')}
      />
      <Switch
        label={t('module.fields.archived')}
        checked={draft.archived}
        onChange={(_, data) => change({ archived: data.checked })}
      />
      <TextAreaField
        label={t('module.fields.clientDescriptionEn')}
        value={draft.clientDescriptionEn}
        onChange={(clientDescriptionEn) => change({ clientDescriptionEn })}
        message={message('clientDescriptionEn')}
      />
      <TextAreaField
        label={t('module.fields.clientDescriptionFr')}
        value={draft.clientDescriptionFr}
        onChange={(clientDescriptionFr) => change({ clientDescriptionFr })}
        message={message('clientDescriptionFr')}
      />
      <Wide>
        <TextAreaField
          label={t('module.fields.note')}
          value={draft.note}
          onChange={(note) => change({ note })}
          message={message('note')}
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
