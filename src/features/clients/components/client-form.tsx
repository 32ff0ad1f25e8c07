import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { Client } from '../../../domain/entities/client.schema';
import { countries, type Country } from '../../../domain/enums';
import { SavedBar } from '../../../ui/saved-bar';
import { TextField } from '../../../ui/text-field';
import { useClientForm } from '../hooks/use-client-form';
import type { ClientDraft } from '../lib/client-draft';
import { clientFieldLabelKeys, countryLabelKeys } from '../lib/client-labels';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id} className={styles.wide}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}

/** Every field of a client's record (spec section 3); checked by the domain's rules on save. */
export function ClientForm({
  id,
  existing,
  initial,
}: {
  id: string;
  existing: Client | undefined;
  initial: ClientDraft;
}) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const navigate = useNavigate();
  const { draft, sent, saved, messages, change, submit } = useClientForm(id, existing, initial);
  const text = (
    field: Exclude<keyof ClientDraft, 'isCompany' | 'country'>,
    messageField: string = field,
  ) => ({
    label: t(clientFieldLabelKeys[field]),
    value: draft[field],
    onChange: (value: string) => change({ [field]: value }),
    message: messages.field(messageField),
  });

  return (
    <form
      className={styles.form}
      aria-label={t(existing ? 'form.edit_label' : 'form.add_label')}
      noValidate
      onSubmit={submit}
    >
      {messages.form && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.form}</MessageBarBody>
        </MessageBar>
      )}
      {saved && <SavedBar sent={sent} />}
      <Section title={t('form.general')}>
        <TextField {...text('name')} required />
        <Switch
          label={t('fields.isCompany')}
          checked={draft.isCompany}
          onChange={(_, data) => change({ isCompany: data.checked })}
        />
        <TextField {...text('email')} type="email" />
        <TextField {...text('phone')} type="tel" />
        <TextField {...text('vatNumber')} hint={t('form.vat_hint')} />
        <TextField {...text('airtableLink')} type="url" />
      </Section>
      <Section title={t('form.billing')}>
        <TextField {...text('street', 'billingAddress')} />
        <TextField {...text('number', 'billingAddress')} />
        <TextField {...text('zipCode', 'billingAddress')} />
        <TextField {...text('city', 'billingAddress')} />
        <Field label={t('fields.country')}>
          <Select value={draft.country} onChange={(_, data) => change({ country: data.value as Country })}>
            {countries.map((country) => (
              <option key={country} value={country}>
                {t(countryLabelKeys[country])}
              </option>
            ))}
          </Select>
        </Field>
      </Section>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit">
          {t('form.save')}
        </Button>
        <Button onClick={() => void navigate(paths.adminClients)}>{t('form.back')}</Button>
      </div>
    </form>
  );
}
