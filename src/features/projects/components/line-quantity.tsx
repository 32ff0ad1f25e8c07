import { Field, makeStyles, SpinButton } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ quantity: { width: '7rem' } });

/** A furniture line's quantity field, with what to say under it; only a new whole quantity is a change. */
export function LineQuantity({
  name,
  quantity,
  editable,
  message,
  onChange,
  onInvalid,
}: {
  name: string;
  quantity: number;
  editable: boolean;
  message: string | undefined;
  onChange: (quantity: number) => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation('projects');
  const styles = useStyles();
  return (
    <Field className={styles.quantity} validationMessage={message}>
      <SpinButton
        aria-label={t('lines.quantity_of', { name })}
        value={quantity}
        min={1}
        max={10_000}
        disabled={!editable}
        onChange={(_, data) => {
          const next = data.value ?? Number.parseInt(data.displayValue ?? '', 10);
          // The field keeps the line's quantity (it is controlled): a refused entry changes nothing.
          if (!Number.isInteger(next) || next < 1) onInvalid();
          else if (next !== quantity) onChange(next);
        }}
      />
    </Field>
  );
}
