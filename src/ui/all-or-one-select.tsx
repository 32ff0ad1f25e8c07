import { Field, Select } from '@fluentui/react-components';

export interface SelectOption {
  value: string;
  label: string;
}

/** A filter's drop-down: "all" (the empty value) first, then one entry per option. */
export function AllOrOneSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      <Select className={className} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
