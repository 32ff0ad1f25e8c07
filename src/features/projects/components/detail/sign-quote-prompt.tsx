import { Button, MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectQuoteTotals } from '../../../../domain/pricing';
import type { ActionFailure } from '../../../../lib/action-result';
import { useVatPreference } from '../../../../lib/vat-preference';
import { useMutate } from '../../../../sync/sync-context';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureField } from '../../../../ui/signature-field';
import { TextField } from '../../../../ui/text-field';
import { acceptQuote } from '../../actions/accept-quote';
import type { ProjectDraft } from '../../hooks/use-project-draft';
import { clientMultiplierOf } from '../../lib/draft-totals';
import { followUpActionKeys } from './labels';
import { usePriceText } from './use-money-text';

/**
 * The client accepts its quote by signing it: a drawn signature and the typed name, both required
 * (the name is the way in for whoever cannot draw; the drawing is the proof). Works offline: the
 * signature is a change like any other, kept by the server only if the quote is still this one.
 */
export function SignQuotePrompt({ draft }: { draft: ProjectDraft }) {
  const { t } = useTranslation(['projectDetail', 'common']);
  const mutate = useMutate();
  const [preference] = useVatPreference();
  const priceText = usePriceText(preference, draft.rentMonths);
  const [open, setOpen] = useState(false);
  const [signerName, setSignerName] = useState('');
  const [signaturePng, setSignaturePng] = useState('');
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const { project } = draft;
  const totals = projectQuoteTotals(
    project,
    draft.rooms,
    draft.lines,
    clientMultiplierOf(draft),
    draft.rentMonths,
    draft.serviceRates,
  );

  function changeOpen(next: boolean) {
    setOpen(next);
    setFailure(null);
    setSignaturePng('');
  }

  async function sign() {
    setBusy(true);
    const result = await acceptQuote(mutate, draft, { signerName, signaturePng }, new Date());
    setBusy(false);
    if (result.ok) changeOpen(false);
    else setFailure(result);
  }

  const fieldMessage = (field: string) => {
    const key = failure?.fields[field];
    return key === undefined ? undefined : t(key);
  };
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>{t(followUpActionKeys.acceptQuote.hint)}</MessageBarBody>
      <MessageBarActions>
        <FormDialog
          open={open}
          onOpenChange={changeOpen}
          trigger={<Button appearance="primary">{t(followUpActionKeys.acceptQuote.open)}</Button>}
          title={t('sign.title')}
          submitLabel={t('sign.submit')}
          submitting={busy}
          onSubmit={sign}
        >
          <Text>
            {project.quoteNumber === ''
              ? t('sign.quote_provisional', { total: priceText(totals) })
              : t('sign.quote', { number: project.quoteNumber, total: priceText(totals) })}
          </Text>
          <Text>{t('sign.text')}</Text>
          {project.billingType === 'rent' && <Text>{t('sign.text_rental')}</Text>}
          <SignatureField
            label={t('sign.signature')}
            hint={t('sign.signature_hint')}
            clearLabel={t('sign.clear')}
            message={fieldMessage('signaturePng')}
            onChange={setSignaturePng}
          />
          <TextField
            label={t('sign.name')}
            value={signerName}
            onChange={setSignerName}
            message={fieldMessage('signerName')}
            autoComplete="name"
            required
          />
          {failure !== null && Object.keys(failure.fields).length === 0 && (
            <Text role="alert">{t(failure.messageKey)}</Text>
          )}
        </FormDialog>
      </MessageBarActions>
    </MessageBar>
  );
}
