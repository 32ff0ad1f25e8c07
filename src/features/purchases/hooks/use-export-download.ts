import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, PurchaseFilter } from '../../../domain/purchases';
import { ApiError, apiDownload } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { saveDownload } from '../../../lib/save-download';
import { exportPath, type ExportChoice } from '../lib/purchase-form';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; format: ExportFormat; receivedBytes: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

/**
 * One export download at a time: its progress (bytes received), a cancel that aborts the request,
 * and its outcome. Leaving the page cancels a running download.
 */
export function useExportDownload(): {
  state: DownloadState;
  start: (filter: PurchaseFilter, choice: ExportChoice) => Promise<void>;
  cancel: () => void;
} {
  const { t } = useTranslation('purchases');
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (filter: PurchaseFilter, choice: ExportChoice) => {
      const { format } = choice;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ kind: 'running', format, receivedBytes: 0 });
      try {
        const download = await apiDownload(exportPath(filter, choice), {
          signal: current.signal,
          onProgress: (receivedBytes) => setState({ kind: 'running', format, receivedBytes }),
        });
        const fileName = download.fileName ?? `${t('export.file_purchases')}.${format}`;
        saveDownload(download.blob, fileName);
        setState({ kind: 'done', fileName });
      } catch (error) {
        if (current.signal.aborted) return;
        // A refused filter lists its reasons, already in the user's language.
        const reason =
          error instanceof ApiError && error.fieldErrors.length > 0
            ? error.fieldErrors.map((field) => field.msg).join(' ')
            : describeError(error, t);
        setState({ kind: 'failed', reason });
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [t],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ kind: 'cancelled' });
  }, []);

  return { state, start, cancel };
}
