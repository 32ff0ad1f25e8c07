import { Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVatPreference } from '../lib/vat-preference';

/** Clients choose whether prices show with VAT (spec section 1); the default is with VAT. */
export function VatSwitch() {
  const { t } = useTranslation('common');
  const [preference, setPreference] = useVatPreference();
  return (
    <Switch
      label={t('vat.label')}
      checked={preference === 'vatIncluded'}
      onChange={(_, data) => setPreference(data.checked ? 'vatIncluded' : 'vatExcluded')}
    />
  );
}
