import {
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEntityList } from '../../../db/hooks/use-entities';
import { projectOptionKeys, serviceRules, type ProjectOptionKey } from '../../../domain/catalogue';
import type { ServiceRate } from '../../../domain/entities/service-rate.schema';
import { serviceLabelKeys, serviceRuleKeys } from '../../../i18n/project-labels';
import { formMessageKey, type ActionResult } from '../../../lib/action-result';
import { useChangeSent, useMutate } from '../../../sync/sync-context';
import { LabelledSelect } from '../../../ui/labelled-select';
import { LoadingScreen } from '../../../ui/loading-screen';
import { Page } from '../../../ui/page';
import { SavedBar } from '../../../ui/saved-bar';
import { TextField } from '../../../ui/text-field';
import { saveServiceRate } from '../actions/service-rate-actions';
import { ruleOf, serviceRateFormOf, type ServiceRateForm } from '../lib/service-rate-form';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBlockEnd: tokens.spacingVerticalS },
  wide: { gridColumn: '1 / -1' },
});

/** `/admin/services`: the price of each service a project may add, one form per service. */
export function ServiceRatesScreen() {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const rates = useEntityList('serviceRates');
  if (rates.loading) return <LoadingScreen />;
  return (
    <Page title={t('services.title')}>
      <div className={styles.list}>
        <Text>{t('services.intro')}</Text>
        {projectOptionKeys.map((key) => (
          <ServiceRateEditor key={key} serviceKey={key} row={rates.data.find((row) => row.key === key)} />
        ))}
      </div>
    </Page>
  );
}

function ServiceRateEditor({
  serviceKey,
  row,
}: {
  serviceKey: ProjectOptionKey;
  row: ServiceRate | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const mutate = useMutate();
  const [typed, setTyped] = useState<ServiceRateForm | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const sent = useChangeSent(result?.ok ? result.mutationID : undefined);
  const form = typed ?? serviceRateFormOf(row);
  const name = t(serviceLabelKeys[serviceKey]);
  const fields = result?.ok === false ? result.fields : {};
  const message = (field: string) => {
    const key = fields[field];
    return key === undefined ? undefined : t(key);
  };
  const change = (next: ServiceRateForm) => {
    setTyped(next);
    setResult(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const outcome = await saveServiceRate(mutate, serviceKey, form);
    setResult(outcome);
    // Saved: the stored row speaks from now on, so a change from another device shows.
    if (outcome.ok) setTyped(null);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.form}>
        <legend className={styles.legend}>{name}</legend>
        <LabelledSelect
          label={t('services.rule')}
          value={form.rule}
          options={serviceRules.map((rule) => ({ value: rule, text: t(serviceRuleKeys[rule]) }))}
          onChange={(value) => change({ ...form, rule: ruleOf(value) })}
        />
        {form.rule !== 'included' && (
          <TextField
            label={t('services.price')}
            value={form.price}
            message={message('price')}
            onChange={(price) => change({ ...form, price })}
          />
        )}
        <TextField
          label={t('services.vat')}
          value={form.vat}
          message={message('vat')}
          onChange={(vat) => change({ ...form, vat })}
        />
        <div>
          <Button type="submit" appearance="primary">
            {t('services.save', { name })}
          </Button>
        </div>
        <div className={styles.wide}>
          {row === undefined && <Caption1>{t('services.not_set')}</Caption1>}
          {result?.ok === true && <SavedBar sent={sent} />}
          {result?.ok === false && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t(formMessageKey(result))}</MessageBarBody>
            </MessageBar>
          )}
        </div>
      </fieldset>
    </form>
  );
}
