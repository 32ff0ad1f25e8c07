import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { paths } from '../../../app/paths';
import { RouterLink } from '../../../ui/router-link';
import { TextField } from '../../../ui/text-field';
import { useDuplicateUrl } from '../hooks/use-duplicate-url';
import { useOnline } from '../../../lib/use-online';
import { fieldBinder } from '../lib/bind-field';
import type { FurnitureFieldProps } from './furniture-field-props';
import { ErpLinks } from './erp-links';
import { FormSection, Wide } from '../../../ui/form-section';

const useStyles = makeStyles({
  prefill: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Product page (with its pre-fill and the duplicate warning), ERP link and the ERP pages. */
export function FurnitureLinkFields({
  draft,
  change,
  message,
  selfId,
  erpTemplates,
  prefill,
}: FurnitureFieldProps & {
  selfId: string;
  erpTemplates: readonly string[];
  prefill: { busy: boolean; failed: string | undefined; run: () => void };
}) {
  const { t } = useTranslation('catalogue');
  const styles = useStyles();
  const online = useOnline();
  const twin = useDuplicateUrl(draft.url, selfId);
  const duplicate = twin === undefined ? undefined : t('furniture.duplicate_url', { name: twin.name });
  const bind = fieldBinder(draft, change, message);

  return (
    <FormSection title={t('furniture.sections.links')}>
      <Wide>
        <Field
          label={t('furniture.fields.url')}
          validationMessage={message('url') ?? duplicate}
          validationState={message('url') ? 'error' : duplicate ? 'warning' : 'none'}
        >
          <Input type="url" value={draft.url} onChange={(_, data) => change({ url: data.value })} />
        </Field>
        {twin && (
          <RouterLink to={generatePath(paths.adminFurniture, { furnitureId: twin.id })}>
            {t('furniture.open_duplicate')}
          </RouterLink>
        )}
      </Wide>
      <Wide>
        <div className={styles.prefill}>
          <Button disabled={!online || prefill.busy || draft.url.trim() === ''} onClick={prefill.run}>
            {t('prefill.button')}
          </Button>
          {prefill.busy && <Spinner size="tiny" label={t('prefill.busy')} />}
          {!online && <span role="status">{t('prefill.needs_network')}</span>}
        </div>
        {prefill.failed && (
          <MessageBar intent="error">
            <MessageBarBody>{prefill.failed}</MessageBarBody>
          </MessageBar>
        )}
      </Wide>
      <TextField label={t('furniture.fields.erpLink')} {...bind('erpLink')} />
      <ErpLinks templates={erpTemplates} productId={draft.sku} />
    </FormSection>
  );
}
