import {
  findModuleCycle,
  moduleGraphFrom,
  type ModuleGraph,
  type ModuleNode,
} from '../catalogue/module-graph';
import { modulePrice } from '../catalogue/module-bill';
import type { Project } from '../entities/project.schema';
import { projectMultiplier } from '../pricing';
import { MutatorError } from './define-mutator';
import { getRow, mustGetRow, queryRows } from './rows';
import type { Transaction } from './transaction';

/**
 * The modules reachable from `rootId` (nested content lines and attached submodules), read through
 * the transaction. `draft` stands for the stored version of its module: a create or update is
 * checked against the graph as it would be after the write.
 */
export async function loadModuleGraph(
  tx: Transaction,
  rootId: string,
  draft?: ModuleNode,
): Promise<ModuleGraph> {
  const nodes = new Map<string, ModuleNode>();
  if (draft !== undefined) nodes.set(draft.id, draft);
  const seen = new Set<string>([rootId]);
  const queue = [rootId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const node = nodes.get(id) ?? (await getRow(tx, 'furnitureModules', id));
    if (node === undefined) continue;
    nodes.set(id, node);
    const attached = await queryRows(tx, 'furnitureModules', 'parentModuleId', id);
    const childIds = [
      ...node.contentLines.flatMap((line) =>
        line.kind === 'module' && line.refId !== null ? [line.refId] : [],
      ),
      // The draft's stored row may still name its old parent: the draft decides.
      ...attached.filter((row) => row.id !== draft?.id).map((row) => row.id),
      ...(draft !== undefined && draft.parentModuleId === id ? [draft.id] : []),
    ];
    for (const childId of childIds) {
      if (seen.has(childId)) continue;
      seen.add(childId);
      queue.push(childId);
    }
  }
  return moduleGraphFrom(nodes.values());
}

/**
 * Refuses a module write that would make the module contain itself, directly or through children.
 * Its new parent counts: the draft is one of the parent's children in the loaded graph, so "A's
 * parent is B while B already nests A" is found as the path A > B > A.
 */
export async function assertNoModuleCycle(tx: Transaction, draft: ModuleNode): Promise<void> {
  const graph = await loadModuleGraph(tx, draft.id, draft);
  const cycle = findModuleCycle(graph, draft.id);
  if (cycle !== null) throw new MutatorError('catalogue/module_cycle', `module cycle ${cycle.join(' > ')}`);
}

/**
 * A module's price for a client, as a quote line takes it: the unit price at cost (the sum of its
 * furniture and nested modules, by the shared rule of src/domain/catalogue; ranges and URL lines
 * have no fixed price), and the price the office negotiated for the client, if any, which the
 * project then charges as a pack (src/domain/pricing).
 *
 * On a client's device the prices read here are already the client's own (src/domain/access,
 * row-projection) and its multiplier reads 1. A sum of several furniture is rounded per item there
 * and once on the server, so the device's first guess can differ by a cent per item until the line
 * comes back from the pull; a negotiated price is the same on both.
 */
export async function moduleQuotePrice(
  tx: Transaction,
  moduleId: string,
  project: Pick<Project, 'clientId' | 'frozenMultiplier'>,
): Promise<{ unitPriceCents: number; negotiatedCents: number | null }> {
  await mustGetRow(tx, 'furnitureModules', moduleId);
  const graph = await loadModuleGraph(tx, moduleId);
  const prices = new Map<string, number>();
  const pending = [moduleId];
  const visited = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (visited.has(id)) continue;
    visited.add(id);
    for (const line of graph.module(id)?.contentLines ?? []) {
      if (line.kind !== 'furniture' || line.refId === null || prices.has(line.refId)) continue;
      const furniture = await getRow(tx, 'furniture', line.refId);
      if (furniture !== undefined) prices.set(line.refId, furniture.priceExclVatCents);
    }
    pending.push(...graph.children(id).map((child) => child.moduleId));
  }
  const price = modulePrice(graph, moduleId, {
    clientId: project.clientId,
    // A fixed price that nests priced furniture puts them through the multiplier the project uses.
    clientMultiplier: projectMultiplier(project, await getRow(tx, 'clients', project.clientId)),
    vatRateBp: 0,
    furniturePrice: (id) => prices.get(id),
  });
  if (price.cyclic) throw new MutatorError('catalogue/module_cycle', `module ${moduleId} contains itself`);
  return { unitPriceCents: price.unitPriceCents, negotiatedCents: price.negotiatedCents };
}
