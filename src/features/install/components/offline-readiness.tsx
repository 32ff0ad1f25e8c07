import { useOfflineReadiness } from '../hooks/use-offline-readiness';
import { OfflineReadinessBar } from './offline-readiness-bar';

/**
 * The download's state on its own: its progress moves many times a second while images arrive,
 * and only this re-renders, not the lines being worked on below.
 */
export function OfflineReadiness({
  purchaseOrderId,
  apiBase,
  headers,
  furniture,
  checkedOnline,
}: {
  purchaseOrderId: string;
  apiBase: string;
  headers: Record<string, string>;
  furniture: ReadonlyMap<string, { images: string[] }> | undefined;
  checkedOnline: boolean;
}) {
  const readiness = useOfflineReadiness(purchaseOrderId, apiBase, headers, furniture);
  return <OfflineReadinessBar readiness={readiness} checkedOnline={checkedOnline} />;
}
