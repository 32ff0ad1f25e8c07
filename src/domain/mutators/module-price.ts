import { MutatorError } from './define-mutator';
import { getRow, mustGetRow } from './rows';
import type { Transaction } from './transaction';

/** Nested modules deeper than this are a data error (a cycle), not a price. */
const maxModuleDepth = 8;

/**
 * A module's unit price for a client: its negotiated price when it has one, else the sum of its
 * furniture and nested modules. Ranges and URL lines have no fixed price and count zero.
 */
export async function moduleUnitPrice(
  tx: Transaction,
  moduleId: string,
  clientId: string,
  depth = 0,
): Promise<number> {
  if (depth > maxModuleDepth) throw new MutatorError('conflict', 'module nesting too deep');
  const module = await mustGetRow(tx, 'furnitureModules', moduleId);
  const negotiated = module.clientPrices.find((price) => price.clientId === clientId);
  if (negotiated !== undefined) return negotiated.priceCents;
  let total = 0;
  for (const line of module.contentLines) {
    if (line.refId === null) continue;
    if (line.kind === 'furniture') {
      const furniture = await getRow(tx, 'furniture', line.refId);
      total += (furniture?.priceExclVatCents ?? 0) * line.quantity;
    } else if (line.kind === 'module') {
      total += (await moduleUnitPrice(tx, line.refId, clientId, depth + 1)) * line.quantity;
    }
  }
  return total;
}
