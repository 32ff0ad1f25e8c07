import { findModuleCycle, moduleGraphFrom, type ModuleNode } from '../../../domain/catalogue';
import type { FurnitureModule } from '../../../domain/entities/furniture-module.schema';
import { uuidv7 } from '../../../domain/ids';
import {
  furnitureModuleCreateArgs,
  furnitureModuleUpdateArgs,
} from '../../../domain/mutators/furniture-module';
import type { Mutate } from '../../../sync/client';
import { moduleValues, type ModuleDraft, type ModuleValues } from '../lib/module-draft';
import { fieldsFailure, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';

/** A save refused because the module would contain itself: the path of ids, e.g. [A, B, A]. */
export type ModuleSaveResult = ActionResult | { ok: false; fields: Record<string, never>; cycle: string[] };

/**
 * Creates or updates a module; applied locally at once and synced, so it works offline. The cycle
 * rule (a module never contains itself, even through children) is checked against the local
 * modules first, so the admin sees which modules form the loop; the mutator checks it again.
 */
export async function saveModule(
  mutate: Mutate,
  id: string,
  isNew: boolean,
  draft: ModuleDraft,
  modules: readonly ModuleNode[],
): Promise<ModuleSaveResult> {
  const converted = moduleValues(draft);
  if ('errors' in converted) return fieldsFailure(converted.errors);
  const cycle = cycleOf(id, converted.values, modules);
  if (cycle !== null) return { ok: false, fields: {}, cycle };
  if (isNew) {
    const parsed = furnitureModuleCreateArgs.safeParse({ id, ...converted.values });
    if (!parsed.success) return fromZodError(parsed.error);
    return fromMutateResult(await mutate.furnitureModuleCreate(parsed.data));
  }
  const parsed = furnitureModuleUpdateArgs.safeParse({ id, patch: converted.values });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.furnitureModuleUpdate(parsed.data), 'patch');
}

function cycleOf(id: string, values: ModuleValues, modules: readonly ModuleNode[]): string[] | null {
  const self: ModuleNode = {
    id,
    parentModuleId: values.parentModuleId,
    contentLines: values.contentLines,
    clientPrices: values.clientPrices,
  };
  return findModuleCycle(moduleGraphFrom([...modules, self]), id);
}

/**
 * A copy of a module under a new id and the given name, with new line ids; the copy is a sibling
 * of the original (same parent). Answers the new id, or the form-level message of spec section 8.
 */
export async function copyModule(
  mutate: Mutate,
  source: FurnitureModule,
  name: string,
): Promise<{ ok: true; id: string } | { ok: false; messageKey: string }> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...body } = source;
  const parsed = furnitureModuleCreateArgs.safeParse({
    ...body,
    id: uuidv7(),
    name,
    contentLines: source.contentLines.map((line) => ({ ...line, id: uuidv7() })),
  });
  if (!parsed.success) return { ok: false, messageKey: 'catalogue:module.copy_failed' };
  const result = fromMutateResult(await mutate.furnitureModuleCreate(parsed.data));
  return result.ok
    ? { ok: true, id: parsed.data.id }
    : { ok: false, messageKey: 'catalogue:module.copy_failed' };
}
