import { Field, Input, type InputProps } from '@fluentui/react-components';

/**
 * A labelled input with its validation message under it, or a warning (allowed, but worth saying)
 * when there is no error. `required` goes on the input (aria-required) rather than the label, so
 * the label text is exactly the field's name.
 */
export function TextField({
  label,
  value,
  onChange,
  message,
  warning,
  hint,
  required = false,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  message?: string | undefined;
  warning?: string | undefined;
  hint?: string;
  required?: boolean;
  type?: InputProps['type'];
  autoComplete?: string;
}) {
  return (
    <Field
      label={label}
      validationMessage={message ?? warning}
      validationState={message !== undefined ? 'error' : warning !== undefined ? 'warning' : 'none'}
      hint={hint}
    >
      <Input
        type={type}
        required={required}
        autoComplete={autoComplete}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
