import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** What every catalogue form shares: its accessible name, the error above the fields, Save and Cancel. */
export function CatalogueFormFrame({
  label,
  error,
  saving = false,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  error: string | undefined;
  saving?: boolean;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={submit}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {children}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={saving}>
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
