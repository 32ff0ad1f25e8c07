import type { FurnitureModule } from '../entities/furniture-module.schema';

/** What the module rules read of a module. */
export type ModuleNode = Pick<FurnitureModule, 'id' | 'parentModuleId' | 'contentLines' | 'clientPrices'>;

export interface ModuleChild {
  moduleId: string;
  quantity: number;
}

/**
 * Modules by id, with their children: the nested-module content lines (with their quantity) and
 * the modules that name this one as their parent without such a line (once each: a parent module
 * is made of its submodules, e.g. one per room).
 */
export interface ModuleGraph {
  module(id: string): ModuleNode | undefined;
  children(id: string): ModuleChild[];
}

/** A graph over the given modules; with duplicate ids the last one wins (pass a draft last). */
export function moduleGraphFrom(modules: Iterable<ModuleNode>): ModuleGraph {
  const byId = new Map<string, ModuleNode>();
  for (const module of modules) byId.set(module.id, module);
  const byParent = new Map<string, string[]>();
  for (const module of byId.values()) {
    if (module.parentModuleId === null) continue;
    const siblings = byParent.get(module.parentModuleId) ?? [];
    siblings.push(module.id);
    byParent.set(module.parentModuleId, siblings);
  }
  return {
    module: (id) => byId.get(id),
    children(id) {
      const module = byId.get(id);
      if (module === undefined) return [];
      const nested = module.contentLines.flatMap((line) =>
        line.kind === 'module' && line.refId !== null
          ? [{ moduleId: line.refId, quantity: line.quantity }]
          : [],
      );
      // A submodule usually has both a line in its parent and the parent's id: count it once, with
      // the line's quantity.
      const lined = new Set(nested.map((child) => child.moduleId));
      const attached = (byParent.get(id) ?? [])
        .filter((moduleId) => !lined.has(moduleId))
        .map((moduleId) => ({ moduleId, quantity: 1 }));
      return [...nested, ...attached];
    },
  };
}

/**
 * A module can never contain itself, directly or through its children. Returns the containment
 * path from `moduleId` back to itself (e.g. [A, B, A]) when it does, else null. Modules missing
 * from the graph end a path (they contain nothing we know of).
 */
export function findModuleCycle(graph: ModuleGraph, moduleId: string): string[] | null {
  const done = new Set<string>();
  const path: string[] = [moduleId];
  const visit = (id: string): boolean => {
    for (const child of graph.children(id)) {
      if (child.moduleId === moduleId) {
        path.push(moduleId);
        return true;
      }
      if (done.has(child.moduleId)) continue;
      done.add(child.moduleId);
      path.push(child.moduleId);
      if (visit(child.moduleId)) return true;
      path.pop();
    }
    return false;
  };
  return visit(moduleId) ? path : null;
}
