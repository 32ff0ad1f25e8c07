import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { businessSettingsId, type BusinessSettings } from '../../../domain/entities/business-settings.schema';
import { languages, type Language } from '../../../domain/enums';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { useChangeSent, useMutate } from '../../../sync/sync-context';
import { FormSection, Wide } from '../../../ui/form-section';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { SavedBar } from '../../../ui/saved-bar';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { saveBusinessSettings } from '../actions/save-business-settings';
import { businessSettingsFormOf, type BusinessSettingsForm } from '../lib/business-settings-form';
import { LogoField } from './logo-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

type TextKey = Exclude<keyof BusinessSettingsForm, 'logo' | 'paymentTerms' | 'rentalTerms'>;
type TermsKey = 'paymentTerms' | 'rentalTerms';

const identityFields = [
  'name',
  'addressLine1',
  'addressLine2',
  'postcode',
  'city',
  'country',
  'companyNumber',
  'vatNumber',
] as const satisfies readonly TextKey[];
const contactFields = ['email', 'phone', 'website'] as const satisfies readonly TextKey[];

const labelKeys = {
  name: 'business.fields.name',
  addressLine1: 'business.fields.addressLine1',
  addressLine2: 'business.fields.addressLine2',
  postcode: 'business.fields.postcode',
  city: 'business.fields.city',
  country: 'business.fields.country',
  companyNumber: 'business.fields.companyNumber',
  vatNumber: 'business.fields.vatNumber',
  email: 'business.fields.email',
  phone: 'business.fields.phone',
  website: 'business.fields.website',
  serviceArea: 'business.fields.serviceArea',
  paymentTerms: 'business.fields.paymentTerms',
  rentalTerms: 'business.fields.rentalTerms',
} as const satisfies Record<TextKey | TermsKey, string>;

/** Form fields kept under another name in the row: the served prefixes are one list there. */
const storedField: Record<string, string> = { serviceArea: 'serviceAreaPrefixes' };

const languageKeys = { en: 'business.languages.en', fr: 'business.languages.fr' } as const satisfies Record<
  Language,
  string
>;

/** `/admin/business`: the business's identity, logo and terms, which every document prints. */
export function BusinessSettingsScreen() {
  const { t } = useTranslation('admin');
  const rows = useEntityList('businessSettings');
  if (rows.loading) return <LoadingScreen />;
  return (
    <Page title={t('business.title')}>
      <Text>{t('business.intro')}</Text>
      <BusinessSettingsEditor row={rows.data.find((row) => row.id === businessSettingsId)} />
    </Page>
  );
}

function BusinessSettingsEditor({ row }: { row: BusinessSettings | undefined }) {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  const mutate = useMutate();
  const [typed, setTyped] = useState<BusinessSettingsForm | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const sent = useChangeSent(result?.ok ? result.mutationID : undefined);
  const form = typed ?? businessSettingsFormOf(row);
  const fields = result?.ok === false ? result.fields : {};
  const message = (field: string) => {
    // The two address lines are one list in the row.
    const key = fields[field.startsWith('addressLine') ? 'addressLines' : (storedField[field] ?? field)];
    return key === undefined ? undefined : t(key);
  };
  const change = (next: BusinessSettingsForm) => {
    setTyped(next);
    setResult(null);
  };
  const text = (key: TextKey) => (
    <TextField
      key={key}
      label={t(labelKeys[key])}
      value={form[key]}
      message={message(key)}
      required={key === 'name'}
      onChange={(value) => change({ ...form, [key]: value })}
    />
  );
  const terms = (key: TermsKey) =>
    languages.map((lng) => (
      <Wide key={lng}>
        <TextAreaField
          label={t(labelKeys[key], { language: t(languageKeys[lng]) })}
          value={form[key][lng]}
          message={message(key)}
          onChange={(value) => change({ ...form, [key]: { ...form[key], [lng]: value } })}
        />
      </Wide>
    ));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await saveBusinessSettings(mutate, form);
    setResult(outcome);
    // Saved: the stored row speaks from now on, so a change from another device shows.
    if (outcome.ok) setTyped(null);
  }

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      <FormSection title={t('business.identity')}>{identityFields.map(text)}</FormSection>
      <FormSection title={t('business.contact')}>
        {contactFields.map(text)}
        <Wide>
          <LogoField
            value={form.logo}
            message={message('logo')}
            onChange={(logo) => change({ ...form, logo })}
          />
        </Wide>
      </FormSection>
      <FormSection title={t('business.service_area')}>
        <Wide>
          <TextField
            label={t(labelKeys.serviceArea)}
            hint={t('business.service_area_hint')}
            value={form.serviceArea}
            message={message('serviceArea')}
            onChange={(value) => change({ ...form, serviceArea: value })}
          />
        </Wide>
      </FormSection>
      <FormSection title={t('business.payment_terms')}>{terms('paymentTerms')}</FormSection>
      <FormSection title={t('business.rental_terms')}>{terms('rentalTerms')}</FormSection>
      <div>
        <Button type="submit" appearance="primary">
          {t('business.save')}
        </Button>
      </div>
      {result?.ok === true && <SavedBar sent={sent} />}
      {result?.ok === false && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t(formMessageKey(result))}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
