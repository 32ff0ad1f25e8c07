import { Button, Input, makeStyles, tokens, type FieldControlProps } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Side by side with the value, never over it: each a 44 px target for a thumb in a cellar.
  button: { minWidth: '44px', width: '44px', height: '44px', flexShrink: 0 },
  input: { width: '6rem', minHeight: '44px' },
});

/**
 * A count with a − and a + on either side (Fluent's SpinButton draws two half-height arrows inside
 * the field, too small to tap with gloves). A typed count is kept when the field is left or on Enter,
 * not at each keystroke, so a "12" is one change, not two.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  control,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  /** The label and description ids of the Field around it. */
  control: FieldControlProps;
}) {
  const { t } = useTranslation('install');
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);

  const set = (next: number) => {
    if (Number.isInteger(next) && next >= min && next <= max && next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    set(Number.parseInt(draft, 10));
  };

  return (
    <div className={styles.root}>
      <Button
        className={styles.button}
        icon={<SubtractRegular />}
        aria-label={t('line.one_less')}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      />
      <Input
        {...control}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? String(value)}
        onChange={(_, data) => setDraft(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <Button
        className={styles.button}
        icon={<AddRegular />}
        aria-label={t('line.one_more')}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      />
    </div>
  );
}
