import {
  Button,
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  SpinButton,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import { useReplacementOptions } from '../../../db/hooks/use-replacement-options';
import { catalogueViewer, manualStockRefusal } from '../../../domain/access';
import type { Actor } from '../../../domain/mutators/transaction';
import { unavailabilityChanges } from '../../../domain/entities/purchase-order-line.schema';
import type { LineUnavailabilityArgs } from '../../../domain/projects/admin-actions.schema';
import { replacementCandidates } from '../../../domain/projects/replacements';
import { useMutate } from '../../../sync/sync-context';
import { FormDialog } from '../../../ui/form-dialog';
import { errorKeys } from '../../../i18n/error-labels';
import { recordUnavailability } from '../actions/office-actions';
import { changeKeys } from '../lib/labels';

const choices = [...unavailabilityChanges, 'none'] as const;
type Choice = (typeof choices)[number];

const choiceKeys = {
  ...changeKeys,
  none: 'adminProjects:availability.changes.none',
} as const satisfies Record<Choice, string>;

/**
 * What the office orders instead of one quote line (spec section 4): another furniture (the same
 * alternatives the client's replace dialog proposes), fewer items, nothing, or the line as quoted.
 * The next purchase order version applies it. Handling the stock by hand needs the office's
 * certification (spec section 5).
 */
export function UnavailabilityDialog({
  line,
  name,
  furniture,
  client,
  actor,
}: {
  line: LocalRow<'purchaseOrderLines'>;
  name: string;
  furniture: LocalRow<'furniture'> | undefined;
  client: LocalRow<'clients'> | undefined;
  actor: Actor;
}) {
  const { t } = useTranslation(['adminProjects', 'errors', 'common']);
  const mutate = useMutate();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>('reduce');
  const [quantity, setQuantity] = useState(Math.max(1, line.quantity - 1));
  const [furnitureId, setFurnitureId] = useState<string | null>(null);
  const [messageKey, setMessageKey] = useState<string | null>(null);
  const [certified, setCertified] = useState(false);
  const [certificationKey, setCertificationKey] = useState<string | null>(null);
  // The alternatives the client could quote, as the client's own replace dialog proposes.
  const viewer = catalogueViewer(actor, { client, purchaseOrderLines: [] });
  const options = useReplacementOptions(open && choice === 'replace' ? furniture : undefined);
  const candidates =
    options.loading || furniture === undefined
      ? undefined
      : replacementCandidates(furniture, options.data.furniture, viewer, options.data.ranges);

  function reset(nextOpen: boolean) {
    setOpen(nextOpen);
    setChoice(line.unavailability?.change ?? 'reduce');
    setQuantity(line.unavailability?.quantity ?? Math.max(1, line.quantity - 1));
    setFurnitureId(line.unavailability?.furnitureId ?? null);
    setMessageKey(null);
    setCertified(false);
    setCertificationKey(null);
  }

  function args(): LineUnavailabilityArgs | string {
    switch (choice) {
      case 'replace':
        return furnitureId === null
          ? 'availability.dialog.pick_furniture'
          : { id: line.id, change: choice, furnitureId, certified };
      case 'reduce':
        return quantity >= 1 && quantity < line.quantity
          ? { id: line.id, change: choice, quantity, certified }
          : 'availability.dialog.not_a_reduction';
      case 'remove':
        return { id: line.id, change: choice, certified };
      case 'none':
        return { id: line.id, change: choice };
    }
  }

  async function submit() {
    const chosen = args();
    if (typeof chosen === 'string') {
      setMessageKey(chosen);
      return;
    }
    const refusal = manualStockRefusal(chosen);
    if (refusal !== null) {
      setCertificationKey(errorKeys(refusal).messageKey);
      return;
    }
    const result = await recordUnavailability(mutate, chosen);
    if (result.ok) setOpen(false);
    else setMessageKey(result.messageKey);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={reset}
      trigger={
        <Button aria-label={t('availability.dialog.open', { name })}>
          {t('availability.dialog.open_short')}
        </Button>
      }
      title={t('availability.dialog.title', { name })}
      submitLabel={t('availability.dialog.submit')}
      onSubmit={submit}
    >
      <Text>{t('availability.dialog.text', { count: line.quantity })}</Text>
      <RadioGroup
        aria-label={t('availability.dialog.change')}
        value={choice}
        onChange={(_, data) => {
          setChoice(choices.find((candidate) => candidate === data.value) ?? 'none');
          setMessageKey(null);
        }}
      >
        {choices.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(choiceKeys[value])}
            disabled={value === 'replace' && furniture === undefined}
          />
        ))}
      </RadioGroup>
      {choice === 'reduce' && (
        <Field label={t('availability.dialog.quantity')}>
          <SpinButton
            min={1}
            max={Math.max(1, line.quantity - 1)}
            value={quantity}
            onChange={(_, data) => {
              const value = data.value ?? Number(data.displayValue);
              if (Number.isInteger(value)) setQuantity(value);
            }}
          />
        </Field>
      )}
      {choice === 'replace' &&
        (candidates === undefined ? (
          <Spinner label={t('availability.dialog.loading')} />
        ) : candidates.length === 0 ? (
          <Text>{t('availability.dialog.no_candidates')}</Text>
        ) : (
          <RadioGroup
            aria-label={t('availability.dialog.furniture')}
            value={furnitureId ?? ''}
            onChange={(_, data) => setFurnitureId(data.value)}
          >
            {candidates.map((candidate) => (
              <Radio key={candidate.id} value={candidate.id} label={candidate.clientName || candidate.name} />
            ))}
          </RadioGroup>
        ))}
      {choice !== 'none' && (
        <Field validationMessage={certificationKey === null ? undefined : t(certificationKey)}>
          <Checkbox
            checked={certified}
            onChange={(_, data) => {
              setCertified(data.checked === true);
              setCertificationKey(null);
            }}
            label={t('availability.dialog.certify')}
          />
        </Field>
      )}
      {messageKey !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(messageKey)}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
