import type { Client } from '../entities/client.schema';
import type { Project } from '../entities/project.schema';

/**
 * The client multiplier a project's lines are priced through, everywhere (the client's rows, quote
 * totals, the purchases export): the one its submitted quote keeps, else the client's current one
 * (1 when the client row is missing, or on a client's own device, which receives its prices
 * through it already and reads both as neutral).
 */
export function projectMultiplier(
  project: Pick<Project, 'frozenMultiplier'>,
  client: Pick<Client, 'pricingMultiplier'> | undefined,
): number {
  return project.frozenMultiplier ?? client?.pricingMultiplier ?? 1;
}
