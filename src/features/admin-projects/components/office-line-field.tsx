import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../../lib/action-result';
import type { FieldReading } from '../lib/office-line-readings';

const useStyles = makeStyles({
  // An input asks for about twenty characters whatever its cell: six columns of them made the quote
  // step 1,293 px wide at 1,280 and cut the € and % off. It takes its cell's width instead, down to
  // what a price and its unit need.
  root: { width: '100%', minWidth: '7rem' },
  input: { minWidth: 0 },
});

/**
 * One of the office's fields of a line, in its table cell: saved when left or on Enter (one change
 * per edit, not per keystroke). What cannot be saved stays typed, its reason under it.
 */
export function OfficeLineField<T>({
  label,
  field,
  stored,
  read,
  save,
  unit,
}: {
  label: string;
  /** The args field it sets: a refusal naming it shows under this field. */
  field: string;
  /** The stored value, as the field shows it. */
  stored: string;
  read: (text: string) => FieldReading<T>;
  save: (value: T) => Promise<ActionResult>;
  unit?: string;
}) {
  const { t } = useTranslation(['adminProjects', 'errors', 'validation']);
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const [messageKey, setMessageKey] = useState<string | null>(null);
  // Enter then leaving the field is one edit: the second commit waits for nothing and saves nothing.
  const saving = useRef(false);

  async function commit() {
    if (saving.current) return;
    if (draft === null || draft === stored) {
      setDraft(null);
      setMessageKey(null);
      return;
    }
    const reading = read(draft);
    if (!reading.ok) {
      setMessageKey(reading.messageKey);
      return;
    }
    saving.current = true;
    const result = await save(reading.value).finally(() => {
      saving.current = false;
    });
    if (result.ok) {
      setDraft(null);
      setMessageKey(null);
    } else setMessageKey(result.fields[field] ?? result.messageKey);
  }

  return (
    <Field
      validationState={messageKey === null ? 'none' : 'error'}
      validationMessage={messageKey === null ? undefined : t(messageKey)}
    >
      <Input
        className={styles.root}
        input={{ className: styles.input }}
        aria-label={label}
        value={draft ?? stored}
        contentAfter={unit}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void commit();
        }}
      />
    </Field>
  );
}
