import { Field, Input, type InputProps } from '@fluentui/react-components';

/** A labelled input with its validation message under it; the label is its accessible name. */
export function TextField({
  label,
  value,
  onChange,
  message,
  hint,
  required = false,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  hint?: string;
  required?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
}) {
  return (
    <Field label={label} required={required} validationMessage={message} hint={hint}>
      <Input type={type} autoComplete={autoComplete} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
