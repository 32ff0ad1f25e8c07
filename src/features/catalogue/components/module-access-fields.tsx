import { Checkbox, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/text-field';
import { useCollator } from '../../../i18n/use-format';
import { FormSection, Wide } from '../../../ui/form-section';
import type { ModuleFieldProps } from './module-form-props';

const useStyles = makeStyles({
  clients: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '20rem',
    overflowY: 'auto',
  },
  client: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** Who may use the module (B2C and named clients) and the price negotiated with each client. */
export function ModuleAccessFields({ draft, change, message, catalogue }: ModuleFieldProps) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const collator = useCollator();
  const clients = [...catalogue.clients].sort((a, b) => collator.compare(a.name, b.name));
  const chosen = new Set(draft.clientIds);
  const toggle = (clientId: string, checked: boolean) =>
    change({
      clientIds: checked ? [...draft.clientIds, clientId] : draft.clientIds.filter((id) => id !== clientId),
    });

  return (
    <FormSection title={t('module.sections.access')}>
      <Wide>
        <Switch
          label={t('module.fields.availableForB2C')}
          checked={draft.availableForB2C}
          onChange={(_, data) => change({ availableForB2C: data.checked })}
        />
      </Wide>
      <Wide>
        {clients.length === 0 ? (
          <Text>{t('module.no_clients')}</Text>
        ) : (
          <ul className={styles.clients} aria-label={t('module.fields.clients')}>
            {clients.map((client) => (
              <li key={client.id} className={styles.client}>
                <Checkbox
                  label={client.name}
                  checked={chosen.has(client.id)}
                  onChange={(_, data) => toggle(client.id, data.checked === true)}
                />
                {chosen.has(client.id) && (
                  <TextField
                    label={t('module.client_price', { client: client.name })}
                    hint={t('module.client_price_hint')}
                    value={draft.clientPrices[client.id] ?? ''}
                    onChange={(price) =>
                      change({ clientPrices: { ...draft.clientPrices, [client.id]: price } })
                    }
                    message={message(`price:${client.id}`)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Wide>
    </FormSection>
  );
}
