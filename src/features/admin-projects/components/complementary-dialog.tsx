import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { textLimits } from '../../../domain/text.schema';
import { FormDialog } from '../../../ui/form-dialog';
import { barItemKeys } from '../lib/labels';

/** Names the complementary project of an ordered one (its reserves or extras); opened by the bar. */
export function ComplementaryDialog({
  project,
  onClose,
  onCreate,
}: {
  project: LocalRow<'projects'>;
  onClose: () => void;
  onCreate: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation('adminProjects');
  const [name, setName] = useState(() => t('office.complementary_default', { name: project.name }));
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(barItemKeys.createComplementary)}
      submitLabel={t('office.complementary_submit')}
      onSubmit={() => onCreate(name)}
    >
      <Field label={t('office.complementary_name')}>
        <Input
          required
          value={name}
          maxLength={textLimits.name}
          onChange={(_, data) => setName(data.value)}
        />
      </Field>
    </FormDialog>
  );
}
