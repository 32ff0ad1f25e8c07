import { useEffect, useState } from 'react';
import { readAuthorization } from './session-storage';
import { fetchAttachmentContent } from '../sync/photos/offline-assets';
import { apiBaseUrl } from '../domain/api-path';

export type AttachmentImage =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'missing' };

/** A photo's bytes from the server as an object URL (the API needs the session header, an <img> cannot send it). */
export function useAttachmentUrl(attachmentId: string, uploaded: boolean): AttachmentImage {
  const [image, setImage] = useState<AttachmentImage>({ status: 'loading' });
  useEffect(() => {
    if (!uploaded) return;
    let url: string | null = null;
    let cancelled = false;
    const authorization = readAuthorization();
    void fetchAttachmentContent(
      apiBaseUrl(location.origin),
      attachmentId,
      authorization ? { authorization } : {},
    ).then((blob) => {
      if (cancelled) return;
      if (!blob) {
        setImage({ status: 'missing' });
        return;
      }
      url = URL.createObjectURL(blob);
      setImage({ status: 'ready', url });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachmentId, uploaded]);
  return uploaded ? image : { status: 'missing' };
}
