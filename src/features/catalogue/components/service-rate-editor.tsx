import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { serviceRules, type ProjectOptionKey } from '../../../domain/catalogue';
import type { ServiceRate } from '../../../domain/entities/service-rate.schema';
import { serviceLabelKeys, serviceRuleKeys } from '../../../i18n/project-labels';
import { formMessageKey } from '../../../lib/action-result';
import { useStoredForm } from '../../../lib/use-stored-form';
import { useMutate } from '../../../sync/sync-context';
import { LabelledSelect } from '../../../ui/labelled-select';
import { SavedBar } from '../../../ui/saved-bar';
import { TextField } from '../../../ui/text-field';
import { saveServiceRate } from '../actions/service-rate-actions';
import { ruleOf, serviceRateFormOf } from '../lib/service-rate-form';

const useStyles = makeStyles({
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

/** One service's rule, price and VAT rate, saved on its own; `row` is undefined until first set. */
export function ServiceRateEditor({
  serviceKey,
  row,
}: {
  serviceKey: ProjectOptionKey;
  row: ServiceRate | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const mutate = useMutate();
  const { form, result, fields, sent, change, submit } = useStoredForm(serviceRateFormOf(row), (typed) =>
    saveServiceRate(mutate, serviceKey, typed),
  );
  const name = t(serviceLabelKeys[serviceKey]);
  const message = (field: string) => {
    const key = fields[field];
    return key === undefined ? undefined : t(key);
  };

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
