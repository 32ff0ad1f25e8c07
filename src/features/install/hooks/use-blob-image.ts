import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows a Blob in an <img> through an object URL made for it and revoked when the Blob changes or
 * the image unmounts, so photos never leak memory as the installer scrolls.
 */
export function useBlobImage(blob: Blob | undefined): RefObject<HTMLImageElement | null> {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (!image || !blob) return;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      image.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return ref;
}
