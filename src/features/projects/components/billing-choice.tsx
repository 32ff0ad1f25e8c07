import { Field, Radio, RadioGroup, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { billingTypes, type BillingType } from '../../../domain/enums';

const billingKeys = {
  buy: { label: 'projects:define.buy', description: 'projects:define.buy_description' },
  rent: { label: 'projects:define.rent', description: 'projects:define.rent_description' },
} as const satisfies Record<BillingType, { label: string; description: string }>;

/** Buying first: the usual choice. */
const shownOrder = ['buy', 'rent'] as const satisfies readonly BillingType[];

function isBillingType(value: string): value is BillingType {
  return (billingTypes as readonly string[]).includes(value);
}

/** Buy or rent, with what each means for the payments: the draft's first step and `/try`'s page. */
export function BillingChoice({
  value,
  disabled = false,
  message,
  onChange,
}: {
  value: BillingType;
  disabled?: boolean;
  message?: string;
  onChange: (value: BillingType) => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Field label={t('define.label')} validationMessage={message}>
      <RadioGroup
        value={value}
        disabled={disabled}
        onChange={(_, data) => {
          if (isBillingType(data.value)) onChange(data.value);
        }}
      >
        {shownOrder.map((type) => (
          <Radio
            key={type}
            value={type}
            label={
              <>
                <Text weight="semibold" block>
                  {t(billingKeys[type].label)}
                </Text>
                <Text size={200} block>
                  {t(billingKeys[type].description)}
                </Text>
              </>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
