import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { businessSettingsId, type BusinessSettings } from '../../../domain/entities/business-settings.schema';
import { languages } from '../../../domain/enums';
import { formMessageKey } from '../../../lib/action-result';
import { FormSection, Wide } from '../../../ui/form-section';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { SavedBar } from '../../../ui/saved-bar';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useBusinessSettingsEditor } from '../hooks/use-business-settings-editor';
import {
  contactFields,
  identityFields,
  labelKeys,
  languageKeys,
  type TermsKey,
  type TextKey,
} from '../lib/business-settings-fields';
import { LogoField } from './logo-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

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
  const { form, result, sent, message, change, submit } = useBusinessSettingsEditor(row);
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
