import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PurchaseFilter } from '../../../domain/purchases';
import { useFormatBytes } from '../../../i18n/use-format';
import { useOnline } from '../../../lib/use-online';
import { useExportDownload } from '../hooks/use-export-download';
import { ExportDialog } from './export-dialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * The accounting export of the selection: its dialog asks for the file's format and dialect, the
 * server writes the file (it needs the network, and says so offline), the page shows the bytes
 * received and can cancel.
 */
export function ExportPanel({ filter }: { filter: PurchaseFilter | null }) {
  const { t } = useTranslation('purchases');
  const styles = useStyles();
  const online = useOnline();
  const bytes = useFormatBytes();
  const { state, start, cancel } = useExportDownload();
  const running = state.kind === 'running';
  return (
    <section className={styles.root} aria-labelledby="purchases-export-title">
      <Subtitle2 as="h2" id="purchases-export-title">
        {t('export.title')}
      </Subtitle2>
      {!online && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('export.offline')}</MessageBarBody>
        </MessageBar>
      )}
      {filter === null && <span>{t('export.fix_filters')}</span>}
      <div className={styles.buttons}>
        <ExportDialog
          disabled={!online || filter === null || running}
          onExport={(choice) => filter && void start(filter, choice)}
        />
        {running && <Button onClick={cancel}>{t('export.cancel')}</Button>}
      </div>
      <div role="status" aria-live="polite">
        {running && (
          <>
            <ProgressBar aria-label={t('export.title')} />
            <span>{t('export.progress', { size: bytes(state.receivedBytes) })}</span>
          </>
        )}
        {state.kind === 'done' && t('export.done', { name: state.fileName })}
        {state.kind === 'cancelled' && t('export.cancelled')}
        {state.kind === 'failed' && t('export.failed', { reason: state.reason })}
      </div>
    </section>
  );
}
