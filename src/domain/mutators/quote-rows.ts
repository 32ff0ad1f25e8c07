import { projectOptionKeys, serviceRateIds } from '../catalogue/services';
import type { Client } from '../entities/client.schema';
import type { Project } from '../entities/project.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';
import type { Room } from '../entities/room.schema';
import type { ServiceRate } from '../entities/service-rate.schema';
import { getRow, queryRows } from './rows';
import type { Transaction } from './transaction';

export interface QuoteRows {
  client: Client | undefined;
  rooms: Room[];
  lines: PurchaseOrderLine[];
  /** The services' prices the office set (those it has set). */
  serviceRates: ServiceRate[];
}

/** The rows a project's quote is priced from, as this side of the Transaction holds them. */
export async function readQuoteRows(tx: Transaction, project: Project): Promise<QuoteRows> {
  // One after the other: on the server the reads share the mutation's SQL transaction.
  const client = await getRow(tx, 'clients', project.clientId);
  const rooms = await queryRows(tx, 'rooms', 'projectId', project.id);
  const lines = await queryRows(tx, 'purchaseOrderLines', 'projectId', project.id);
  const serviceRates: ServiceRate[] = [];
  for (const key of projectOptionKeys) {
    const rate = await getRow(tx, 'serviceRates', serviceRateIds[key]);
    if (rate !== undefined) serviceRates.push(rate);
  }
  return { client, rooms, lines, serviceRates };
}
