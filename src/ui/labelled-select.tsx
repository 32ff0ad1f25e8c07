import { Field, Select } from '@fluentui/react-components';

/** A native select with its label; options are value/text pairs already translated. */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  message,
  className,
}: {
  label: string;
  value: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
  message?: string | undefined;
  className?: string;
}) {
  return (
    <Field label={label} className={className} validationMessage={message}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </Select>
    </Field>
  );
}
