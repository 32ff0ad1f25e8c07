import { useEffect, useState } from 'react';
import { readAuthorization } from './session-storage';

/**
 * A client's picture (logo, onboarding step) as an object URL: the API needs the session header,
 * which an <img> cannot send. Null while loading, when there is none, or offline.
 */
export function useClientImage(path: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const authorization = readAuthorization();
    void fetch(path, { headers: authorization ? { authorization } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .catch(() => null)
      .then((blob) => {
        if (cancelled || blob === null) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ path, url: objectUrl });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  // A picture loaded for an earlier path is not this one's.
  return loaded !== null && loaded.path === path ? loaded.url : null;
}
