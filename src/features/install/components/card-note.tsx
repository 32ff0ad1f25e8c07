import { Field, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A note, saved when the field is left (one change per edit, not per keystroke). */
export function CardNote({ value, onCommit }: { value: string; onCommit: (next: string) => void }) {
  const { t } = useTranslation('install');
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  return (
    <Field label={t('line.note')}>
      <Textarea
        resize="vertical"
        value={editing ? draft : value}
        onFocus={() => {
          setDraft(value);
          setEditing(true);
        }}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={() => {
          setEditing(false);
          if (draft !== value) onCommit(draft);
        }}
      />
    </Field>
  );
}
