import type { APIRequestContext } from '@playwright/test';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import {
  purchaseOrderLineSchema,
  type PurchaseOrderLine,
} from '../../../src/domain/entities/purchase-order-line.schema';
import { roomSchema, type Room } from '../../../src/domain/entities/room.schema';
import { serviceRateSchema } from '../../../src/domain/entities/service-rate.schema';
import { projectQuoteTotals, type QuoteTotals } from '../../../src/domain/pricing';
import { pullAll, type PulledChange } from './sync-api';
import { e2eRentMonths } from './rent-months';

export type Row = Record<string, unknown>;

export function rowsOf(
  changes: PulledChange[],
  entity: string,
  keep: (row: Row) => boolean = () => true,
): Row[] {
  return changes.flatMap((change) =>
    change.entity === entity && change.data && keep(change.data) ? [change.data] : [],
  );
}

export interface ServerQuote {
  /** Every live row of that id the server sends: exactly one when the project was created once. */
  copies: number;
  project: Project;
  rooms: Room[];
  lines: PurchaseOrderLine[];
  totals: QuoteTotals;
}

/** The project as the server holds it for the token's user, and its totals by the shared pricing code (its packs and services included). */
export async function serverQuote(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<ServerQuote> {
  const changes = await pullAll(request, token);
  const copies = rowsOf(changes, 'projects', (row) => row.id === projectId);
  const project = projectSchema.parse(copies[0]);
  const [client] = rowsOf(changes, 'clients', (row) => row.id === project.clientId);
  const ofProject = (row: Row) => row.projectId === projectId;
  const lines = purchaseOrderLineSchema.array().parse(rowsOf(changes, 'purchaseOrderLines', ofProject));
  const rooms = roomSchema.array().parse(rowsOf(changes, 'rooms', ofProject));
  // The services the project chose are priced by the rates the office set, as on every screen.
  const serviceRates = serviceRateSchema.array().parse(rowsOf(changes, 'serviceRates'));
  const totals = projectQuoteTotals(
    project,
    rooms,
    lines,
    Number(client?.pricingMultiplier ?? 1),
    e2eRentMonths,
    serviceRates,
  );
  return { copies: copies.length, project, rooms, lines, totals };
}
