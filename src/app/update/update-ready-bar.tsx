import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { UpdateOffer } from './update-offer';

/** Says a new version is ready and when it opens, with a button to open it now. */
export default function UpdateReadyBar({ offer }: { offer: UpdateOffer }) {
  const { t } = useTranslation('common');
  return (
    <MessageBar intent="info" layout="multiline" role="status">
      <MessageBarBody>
        {t(offer.stage === 'waiting' ? 'update.ready_next_page' : 'update.ready_after_typing')}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={() => offer.apply()}>
          {t('update.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
