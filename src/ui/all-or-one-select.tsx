import { Field, makeStyles, mergeClasses, Select } from '@fluentui/react-components';

export interface SelectOption {
  value: string;
  label: string;
}

// A select is as wide as its longest option: in a grid or flex row of filters a long name (a
// person, a company) would widen the whole page past a phone's screen. It shrinks to its cell instead.
const useStyles = makeStyles({
  shrinkable: { minWidth: 0, maxWidth: '100%' },
});

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
  const styles = useStyles();
  return (
    <Field label={label} className={mergeClasses(styles.shrinkable, className)}>
      <Select
        className={mergeClasses(styles.shrinkable, className)}
        select={{ className: styles.shrinkable }}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      >
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
