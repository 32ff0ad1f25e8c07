import type { BusinessReferrer } from '../entities/business-referrer.schema';
import type { Client } from '../entities/client.schema';
import type { ErrorCode } from '../errors';
import { getRow } from '../mutators/rows';
import type { Transaction } from '../mutators/transaction';

type OfferingReferrer = Pick<BusinessReferrer, 'moduleIds'>;

/**
 * A client that came from a business referrer's lead starts its projects only from the modules the
 * office chose for that referrer (`/admin/referrers/{id}/modules`), whoever initialises the project.
 * A referrer with none chosen leaves every module (the office has not restricted it). Undefined: the
 * client came from no lead, or this device does not hold the referrer (a client's own device: the
 * server decides).
 */
export function referrerModuleRefusal(
  referrer: OfferingReferrer | undefined,
  moduleId: string,
): ErrorCode | null {
  if (referrer === undefined || referrer.moduleIds.length === 0) return null;
  return referrer.moduleIds.includes(moduleId) ? null : 'project/module_not_offered';
}

/** The referrer whose lead became the client, read through the transaction so both sides decide alike. */
export async function clientReferrerOf(
  tx: Transaction,
  client: Pick<Client, 'businessReferrerId'> | undefined,
): Promise<OfferingReferrer | undefined> {
  const referrerId = client?.businessReferrerId ?? null;
  return referrerId === null ? undefined : getRow(tx, 'businessReferrers', referrerId);
}
