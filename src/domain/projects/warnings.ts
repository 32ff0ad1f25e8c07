import type { Furniture } from '../entities/furniture.schema';
import type { PurchaseOrderLine } from '../entities/purchase-order-line.schema';

export type WarnedFurniture = Pick<Furniture, 'id' | 'warningEn' | 'warningFr'>;

/** Whether the catalogue warns clients about this furniture (in either language). */
export function hasClientWarning(furniture: Pick<Furniture, 'warningEn' | 'warningFr'>): boolean {
  return furniture.warningEn.trim() !== '' || furniture.warningFr.trim() !== '';
}

/**
 * The furniture of a project's lines that carries a client warning, each once, in the order of the
 * lines: what a client must acknowledge before submitting. Furniture missing from the map (not
 * synced, or gone) has nothing to show and is left out.
 */
export function projectWarnings<F extends WarnedFurniture>(
  lines: readonly Pick<PurchaseOrderLine, 'furnitureId'>[],
  furnitureById: ReadonlyMap<string, F>,
): F[] {
  const warned = new Map<string, F>();
  for (const line of lines) {
    if (line.furnitureId === null || warned.has(line.furnitureId)) continue;
    const furniture = furnitureById.get(line.furnitureId);
    if (furniture !== undefined && hasClientWarning(furniture)) warned.set(furniture.id, furniture);
  }
  return [...warned.values()];
}
