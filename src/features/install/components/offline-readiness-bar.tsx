import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { exhaustive } from '../../../domain/enums';
import { useFormatBytes } from '../../../i18n/use-format';
import { downloadShare, type DownloadProgress, type OfflineReadiness } from '../lib/offline-readiness';

const useStyles = makeStyles({
  // The bar moves at each figure (every 0.1 s while images arrive): eased over 0.3 s each time, its
  // width made the page lay out again at every frame of the whole download, on the same two cores.
  bar: { transitionProperty: 'none' },
});

/**
 * Rows, images and bytes as they arrive. The bar is named by its figures and kept outside the
 * status message, so a screen reader hears "Downloading" once, not every figure as it moves.
 */
function DownloadProgressBar({ progress }: { progress: DownloadProgress }) {
  const { t } = useTranslation('install');
  const size = useFormatBytes();
  const styles = useStyles();
  // Three figures, each with its own plural form, read in one breath.
  const label = [
    t('ready.download_rows', { count: progress.rows }),
    t('ready.download_images', { stored: progress.images, total: progress.imagesTotal }),
    t('ready.download_size', { size: size(progress.bytes) }),
  ].join(' · ');
  return (
    <Field label={label}>
      <ProgressBar value={downloadShare(progress)} thickness="large" bar={{ className: styles.bar }} />
    </Field>
  );
}

/**
 * Says plainly whether the phone can go down to the cellar now. `online` is the sync status's, not
 * the link check's at page start: the note leaves as soon as the network is back.
 */
export function OfflineReadinessBar({ readiness, online }: { readiness: OfflineReadiness; online: boolean }) {
  const { t } = useTranslation('install');
  const offlineNote = online ? null : <div>{t('ready.offline_note')}</div>;
  switch (readiness.status) {
    case 'ready':
      return (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>
              {t('ready.ready', {
                lines: t('ready.lines', { count: readiness.lines }),
                images: t('ready.images', { count: readiness.images }),
              })}
            </MessageBarTitle>
            {offlineNote}
          </MessageBarBody>
        </MessageBar>
      );
    case 'incomplete':
      return (
        <MessageBar intent="warning" layout="multiline" role="status">
          <MessageBarBody>{t('ready.incomplete', { count: readiness.missing })}</MessageBarBody>
        </MessageBar>
      );
    case 'downloading':
      return (
        <>
          <MessageBar intent="info" layout="multiline" role="status">
            <MessageBarBody>{t('ready.downloading')}</MessageBarBody>
          </MessageBar>
          <DownloadProgressBar progress={readiness.progress} />
        </>
      );
    case 'storingApp':
      return (
        <MessageBar intent="info" role="status">
          <MessageBarBody>{t('ready.storing_app')}</MessageBarBody>
        </MessageBar>
      );
    case 'notReady':
      return (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('ready.not_ready')}</MessageBarBody>
        </MessageBar>
      );
    default:
      return exhaustive(readiness);
  }
}
