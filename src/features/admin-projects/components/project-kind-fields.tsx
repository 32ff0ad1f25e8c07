import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { projectSizes } from '../../../domain/enums';
import type { GeneralForm } from '../lib/general-form';
import { useFieldStyles } from './field-styles';

/** The project's size and its parent project, chosen among the client's other projects. */
export function ProjectKindFields({
  form,
  onChange,
  siblings,
}: {
  form: GeneralForm;
  onChange: (next: GeneralForm) => void;
  siblings: readonly LocalRow<'projects'>[];
}) {
  const styles = useFieldStyles();
  const { t } = useTranslation('adminProjects');
  return (
    <>
      <Field label={t('general.projectType')}>
        <Select
          className={styles.select}
          value={form.projectType}
          onChange={(_, data) =>
            onChange({ ...form, projectType: projectSizes.find((size) => size === data.value) ?? '' })
          }
        >
          <option value="">{t('general.none')}</option>
          {projectSizes.map((size) => (
            <option key={size}>{size}</option>
          ))}
        </Select>
      </Field>
      <Field label={t('general.parentProjectId')}>
        <Select
          className={styles.select}
          value={form.parentProjectId}
          onChange={(_, data) => onChange({ ...form, parentProjectId: data.value })}
        >
          <option value="">{t('general.none')}</option>
          {siblings.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
