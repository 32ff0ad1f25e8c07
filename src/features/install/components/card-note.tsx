import { Field, Textarea } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTypingDraft, removeTypingDraft, writeTypingDraft } from '../../../lib/typing-draft';

/**
 * A card's note, saved when the field is left (one change per edit, not per keystroke). What is
 * typed is also kept as a draft at each keystroke until that change is stored, so a reload or a
 * closed tab in between (a new version taking over) loses nothing: the next visit saves it.
 */
export function CardNote({
  cardId,
  value,
  onCommit,
}: {
  cardId: string;
  value: string;
  onCommit: (next: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('install');
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState(false);
  const draftKey = `card-note:${cardId}`;

  // What the last visit left behind, once per card: later edits go through the field.
  const saveLeftDraft = useEffectEvent(() => {
    const left = readTypingDraft(draftKey);
    if (left === null) return;
    // Taken at once, so a second mount (StrictMode) does not save it twice.
    removeTypingDraft(draftKey);
    if (left !== value) void onCommit(left);
  });
  useEffect(() => saveLeftDraft(), [draftKey]);

  return (
    <Field label={t('line.note')}>
      <Textarea
        resize="vertical"
        value={editing ? draft : value}
        onFocus={() => {
          setDraft(value);
          setEditing(true);
        }}
        onChange={(_, data) => {
          setDraft(data.value);
          writeTypingDraft(draftKey, data.value);
        }}
        onBlur={() => {
          setEditing(false);
          if (draft === value) removeTypingDraft(draftKey);
          else void onCommit(draft).finally(() => removeTypingDraft(draftKey));
        }}
      />
    </Field>
  );
}
