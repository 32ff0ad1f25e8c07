import { MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { purchaseOrderModes, type PurchaseOrderMode } from '../../../domain/entities/purchase-order.schema';
import { useMutate } from '../../../sync/sync-context';
import { FormDialog } from '../../../ui/form-dialog';
import { validateProject } from '../actions/project-moves';
import { validateModeKeys } from '../lib/labels';

/**
 * Validate, in one of the spec's three ways. When the merchandise arrives after the first
 * installation, the dialog says so and offers the explicit force-validation. The editor's bar
 * opens it.
 */
export function ValidateDialog({
  projectId,
  open,
  onOpenChange,
  onValidated,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `mutationID`: the validation's change, whose arrival at the server the success waits for. */
  onValidated: (mutationID: number | undefined) => void;
}) {
  const { t } = useTranslation(['adminProjects', 'errors', 'common']);
  const mutate = useMutate();
  const [mode, setMode] = useState<PurchaseOrderMode>('normal');
  const [conflict, setConflict] = useState(false);
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function validate() {
    setBusy(true);
    const result = await validateProject(mutate, projectId, mode, conflict);
    setBusy(false);
    if (result.ok) {
      onOpenChange(false);
      onValidated(result.mutationID);
    } else if ('datesConflict' in result) setConflict(true);
    else setMessageKey(result.messageKey);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setConflict(false);
        setMessageKey(null);
      }}
      title={t('validate.title')}
      submitLabel={conflict ? t('validate.force') : t('validate.submit')}
      submitting={busy}
      onSubmit={validate}
    >
      {t('validate.text')}
      <RadioGroup
        aria-label={t('validate.mode')}
        value={mode}
        onChange={(_, data) => {
          setMode(purchaseOrderModes.find((candidate) => candidate === data.value) ?? 'normal');
          setConflict(false);
        }}
      >
        {purchaseOrderModes.map((value) => (
          <Radio key={value} value={value} label={t(validateModeKeys[value])} />
        ))}
      </RadioGroup>
      {conflict && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('errors:project.dates_conflict')}</MessageBarBody>
        </MessageBar>
      )}
      {messageKey !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(messageKey)}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
