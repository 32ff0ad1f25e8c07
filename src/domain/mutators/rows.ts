import type { EntityName, EntityRow } from '../entities/registry';
import { rowMissing } from './define-mutator';
import type { Transaction } from './transaction';

/*
 * Typed access over the untyped Transaction. Rows in the stores were validated by their entity
 * schema when written (by a mutator or by the server), so reading them back as that type is sound.
 */

export async function getRow<E extends EntityName>(
  tx: Transaction,
  entity: E,
  id: string,
): Promise<EntityRow<E> | undefined> {
  return (await tx.get(entity, id)) as EntityRow<E> | undefined;
}

export async function mustGetRow<E extends EntityName>(
  tx: Transaction,
  entity: E,
  id: string,
): Promise<EntityRow<E>> {
  const row = await getRow(tx, entity, id);
  if (row === undefined) throw rowMissing(entity, id);
  return row;
}

/** A new row: refused (conflict) when its id exists, live or deleted. */
export async function insertRow<E extends EntityName>(
  tx: Transaction,
  entity: E,
  row: EntityRow<E>,
): Promise<void> {
  await tx.insert(entity, row);
}

/** A new body for a row this mutator has read and authorized. */
export async function putRow<E extends EntityName>(
  tx: Transaction,
  entity: E,
  row: EntityRow<E>,
): Promise<void> {
  await tx.put(entity, row);
}

export async function queryRows<E extends EntityName>(
  tx: Transaction,
  entity: E,
  field: string,
  value: string,
): Promise<EntityRow<E>[]> {
  return (await tx.query(entity, field, value)) as EntityRow<E>[];
}

/** Reads (or checks the ids of) many rows of one entity at once where the transaction can (see Transaction.prefetch). */
export async function prefetchRows(
  tx: Transaction,
  entity: EntityName,
  ids: readonly string[],
): Promise<void> {
  await tx.prefetch?.(entity, ids);
}

/** A partial patch's absent keys must not erase fields. */
export function stripUndefined<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The project a room belongs to, for the permission check; undefined when either is gone. */
export async function roomProject(
  tx: Transaction,
  roomId: string,
): Promise<EntityRow<'projects'> | undefined> {
  const room = await getRow(tx, 'rooms', roomId);
  return room === undefined ? undefined : getRow(tx, 'projects', room.projectId);
}

export async function lineProject(
  tx: Transaction,
  lineId: string,
): Promise<EntityRow<'projects'> | undefined> {
  const line = await getRow(tx, 'purchaseOrderLines', lineId);
  return line === undefined ? undefined : getRow(tx, 'projects', line.projectId);
}
