import { Button, Field } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';

/**
 * A button that makes a document on the device and hands it over; while it works it is disabled,
 * and when making it fails (a chunk that did not load offline) the reason shows under it.
 * `prepare` runs when a pointer comes over it or it takes the focus: the moment before a click,
 * to start loading what the document needs.
 */
export function DownloadButton({
  label,
  failedText,
  download,
  prepare,
}: {
  label: string;
  failedText: string;
  download: () => Promise<void>;
  prepare?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      await download();
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Field validationMessage={failed ? failedText : undefined}>
      <Button
        icon={<ArrowDownloadRegular />}
        disabled={busy}
        onClick={() => void onDownload()}
        onPointerEnter={prepare}
        onFocus={prepare}
      >
        {label}
      </Button>
    </Field>
  );
}
