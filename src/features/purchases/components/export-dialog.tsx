import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../domain/one-of';
import {
  csvDialects,
  exportFormats,
  languageCsvDialects,
  type CsvDialect,
  type ExportFormat,
} from '../../../domain/purchases';
import { languageOf } from '../../../i18n/language-of';
import { FormDialog } from '../../../ui/form-dialog';
import type { ExportChoice } from '../lib/purchase-form';

const formatKeys = {
  csv: 'export.format_csv',
  xlsx: 'export.format_xlsx',
} as const satisfies Record<ExportFormat, string>;

const dialectKeys = {
  comma: 'export.dialect_comma',
  semicolon: 'export.dialect_semicolon',
} as const satisfies Record<CsvDialect, string>;

/** One of a closed set, as radio buttons under a label. */
function ChoiceField<T extends string>({
  label,
  hint,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  values: readonly T[];
  labels: (value: T) => string;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      <RadioGroup value={value} onChange={(_, data) => isOneOf(values, data.value) && onChange(data.value)}>
        {values.map((choice) => (
          <Radio key={choice} value={choice} label={labels(choice)} />
        ))}
      </RadioGroup>
    </Field>
  );
}

/**
 * The export's options before the download: the file's format and, for a CSV, how it separates
 * fields and writes decimals. The dialect follows the interface's language (a French Excel splits
 * on semicolons) until the user picks one.
 */
export function ExportDialog({
  disabled,
  onExport,
}: {
  disabled: boolean;
  onExport: (choice: ExportChoice) => void;
}) {
  const { t, i18n } = useTranslation('purchases');
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [chosenDialect, setChosenDialect] = useState<CsvDialect | null>(null);
  const dialect = chosenDialect ?? languageCsvDialects[languageOf(i18n.resolvedLanguage)];

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button appearance="primary" disabled={disabled}>
          {t('export.open')}
        </Button>
      }
      title={t('export.dialog_title')}
      submitLabel={t('export.download')}
      onSubmit={async () => {
        setOpen(false);
        onExport({ format, dialect });
      }}
    >
      <ChoiceField
        label={t('export.format_label')}
        values={exportFormats}
        labels={(value) => t(formatKeys[value])}
        value={format}
        onChange={setFormat}
      />
      {format === 'csv' && (
        <ChoiceField
          label={t('export.dialect_label')}
          hint={t('export.dialect_hint')}
          values={csvDialects}
          labels={(value) => t(dialectKeys[value])}
          value={dialect}
          onChange={setChosenDialect}
        />
      )}
    </FormDialog>
  );
}
