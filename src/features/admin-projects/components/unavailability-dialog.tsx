import {
  Button,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SpinButton,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalRow } from '../../../db/database';
import type { Actor } from '../../../domain/mutators/transaction';
import { FormDialog } from '../../../ui/form-dialog';
import { useUnavailabilityForm } from '../hooks/use-unavailability-form';
import { changeKeys } from '../lib/labels';
import { unavailabilityChoices, type UnavailabilityChoice } from '../lib/unavailability-choice';
import { ReplacementChoices } from './replacement-choices';

const choiceKeys = {
  ...changeKeys,
  none: 'adminProjects:availability.changes.none',
} as const satisfies Record<UnavailabilityChoice, string>;

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
  const { open, form, messageKey, certificationKey, reset, submit, change, certify } =
    useUnavailabilityForm(line);

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
        value={form.choice}
        onChange={(_, data) =>
          change({ choice: unavailabilityChoices.find((candidate) => candidate === data.value) ?? 'none' })
        }
      >
        {unavailabilityChoices.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(choiceKeys[value])}
            disabled={value === 'replace' && furniture === undefined}
          />
        ))}
      </RadioGroup>
      {form.choice === 'reduce' && (
        <Field label={t('availability.dialog.quantity')}>
          <SpinButton
            min={1}
            max={Math.max(1, line.quantity - 1)}
            value={form.quantity}
            onChange={(_, data) => {
              const value = data.value ?? Number(data.displayValue);
              if (Number.isInteger(value)) change({ quantity: value });
            }}
          />
        </Field>
      )}
      {form.choice === 'replace' && furniture !== undefined && (
        <ReplacementChoices
          furniture={furniture}
          client={client}
          actor={actor}
          value={form.furnitureId}
          onChange={(furnitureId) => change({ furnitureId })}
        />
      )}
      {form.choice !== 'none' && (
        <Field validationMessage={certificationKey === null ? undefined : t(certificationKey)}>
          <Checkbox
            checked={form.certified}
            onChange={(_, data) => certify(data.checked === true)}
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
