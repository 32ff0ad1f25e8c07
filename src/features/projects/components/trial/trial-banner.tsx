import { MessageBar, MessageBarActions, MessageBarBody, Text } from '@fluentui/react-components';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrialSaver } from '../../../../sync/trial/trial-saver';

const saveStateKeys = { device: 'save.device', saved: 'save.saved' } as const;

/** Says the visitor has no account yet, offers to sign up, and where the draft is saved. */
export function TrialBanner({ saver, signUp }: { saver: TrialSaver; signUp: ReactNode }) {
  const { t } = useTranslation('trial');
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {t('banner')}{' '}
        <Text weight="semibold" role="status" aria-live="polite">
          {t(saveStateKeys[state])}
        </Text>
      </MessageBarBody>
      <MessageBarActions>{signUp}</MessageBarActions>
    </MessageBar>
  );
}
