import { Field, Textarea } from '@fluentui/react-components';

/** A labelled multi-line text with its message under it. */
export function TextAreaField({
  label,
  value,
  onChange,
  message,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  hint?: string;
}) {
  return (
    <Field label={label} validationMessage={message} hint={hint}>
      <Textarea resize="vertical" value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
