import { useEffect, useState } from 'react';
import type { FitoutDatabase } from '../../../db/database';
import type { InstallSession } from '../../../domain/interventions/installer-link.schema';
import { linkRefusalOf, type LinkRefusalCode } from '../../../domain/interventions/link-refusal';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { fetchInstallSession } from '../../../lib/interventions-api';

/** The link as this device last saw it valid: the page starts from it with no network. */
export interface StoredInstallLink extends InstallSession {
  token: string;
}

const storedLinkKey = 'installLink';

export type InstallLinkState =
  | { status: 'checking' }
  /** Valid now (online), or valid when last checked (offline): the page works either way. */
  | { status: 'ready'; link: StoredInstallLink; checkedOnline: boolean }
  /** The server refused the token: unknown, expired or revoked (`reason`). Pending changes stay on the device. */
  | { status: 'refused'; reason: LinkRefusalCode }
  /** Never opened on this device and no network to check it. */
  | { status: 'needsNetwork' };

function isStoredLink(value: unknown, purchaseOrderId: string): value is StoredInstallLink {
  return (
    typeof value === 'object' &&
    value !== null &&
    'purchaseOrderId' in value &&
    value.purchaseOrderId === purchaseOrderId &&
    'token' in value &&
    typeof value.token === 'string'
  );
}

/**
 * Checks the link with the server when it can; offline, trusts what this device stored at its last
 * successful check (the token and purchase order are in the URL too, so a reload finds them again).
 * Its caller is keyed by the link, so a new link starts from `checking`.
 */
export function useInstallLink(db: FitoutDatabase, purchaseOrderId: string, token: string): InstallLinkState {
  const [state, setState] = useState<InstallLinkState>({ status: 'checking' });

  useEffect(() => {
    let cancelled = false;
    const settle = (next: InstallLinkState) => {
      if (!cancelled) setState(next);
    };
    async function check(): Promise<void> {
      // Both at once: a first visit's database takes a while to create, and the answer does not wait for it.
      const asked = fetchInstallSession(purchaseOrderId, token);
      // Awaited below; this only keeps a refusal from counting as unhandled while the device is read.
      asked.catch(() => undefined);
      const stored = (await db.meta.get(storedLinkKey))?.value;
      const known = isStoredLink(stored, purchaseOrderId) ? stored : null;
      try {
        const session = await asked;
        const link = { ...session, token };
        await db.meta.put({ key: storedLinkKey, value: link });
        settle({ status: 'ready', link, checkedOnline: true });
      } catch (error) {
        if (error instanceof NetworkError) {
          // Offline: the same token as last time, or an earlier one of this purchase order (its
          // changes still belong here; the push resumes once a valid link answers).
          if (known) settle({ status: 'ready', link: { ...known, token }, checkedOnline: false });
          else settle({ status: 'needsNetwork' });
          return;
        }
        const reason = error instanceof ApiError ? linkRefusalOf(error.status, error.code) : null;
        if (reason !== null) {
          settle({ status: 'refused', reason });
          return;
        }
        // Any other answer (a throttle's 429, a server error) does not say the link is dead.
        settle(
          known
            ? { status: 'ready', link: { ...known, token }, checkedOnline: false }
            : { status: 'needsNetwork' },
        );
      }
    }
    void check();
    return () => {
      cancelled = true;
    };
  }, [db, purchaseOrderId, token]);

  return state;
}
