import type { Mutate } from '../../../sync/client';
import type { Room } from '../../../domain/entities/room.schema';
import { defaultRooms } from '../../../domain/enums';
import { roomLabel, type RoomKindNames } from '../../../domain/projects/room-label';
import { uuidv7 } from '../../../domain/ids';
import { roomAddDefaultsArgs } from '../../../domain/mutators/room-add-defaults';
import { roomCreateArgs } from '../../../domain/mutators/room-create';
import { roomDeleteArgs } from '../../../domain/mutators/room-delete';
import { roomRenameArgs } from '../../../domain/mutators/room-rename';
import { roomUpdateArgs } from '../../../domain/mutators/room-update';
import { done, fromMutateResult, fromZodError, type ActionResult } from '../../../lib/action-result';

export async function addRoom(
  mutate: Mutate,
  projectId: string,
  name: string,
  position: number,
): Promise<ActionResult & { roomId?: string }> {
  const parsed = roomCreateArgs.safeParse({ id: uuidv7(), projectId, name, position });
  if (!parsed.success) return fromZodError(parsed.error);
  const result = fromMutateResult(await mutate.roomCreate(parsed.data));
  return result.ok ? { ...result, roomId: parsed.data.id } : result;
}

/** `shown`: the name the reader saw; keeping it leaves a default room following the reader's language. */
export async function renameRoom(
  mutate: Mutate,
  id: string,
  name: string,
  shown: string,
): Promise<ActionResult> {
  if (name.trim() === shown) return done;
  const parsed = roomRenameArgs.safeParse({ id, name });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.roomRename(parsed.data));
}

export async function removeRoom(mutate: Mutate, id: string): Promise<ActionResult> {
  const parsed = roomDeleteArgs.safeParse({ id });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.roomDelete(parsed.data));
}

/**
 * Adds the spec's default rooms (named in the user's language, each keeping its kind), skipping a
 * kind the project has and a name it already shows, so pressing it twice does not double them.
 */
export async function addDefaultRooms(
  mutate: Mutate,
  projectId: string,
  names: RoomKindNames,
  existing: readonly Pick<Room, 'name' | 'kind'>[],
): Promise<ActionResult> {
  const taken = new Set(existing.map((room) => roomLabel(room, names).trim().toLowerCase()));
  const rooms = defaultRooms
    .map((key) => ({ id: uuidv7(), key, name: names[key] }))
    .filter((room) => !taken.has(room.name.toLowerCase()));
  if (rooms.length === 0) return { ok: true };
  const parsed = roomAddDefaultsArgs.safeParse({ projectId, rooms });
  if (!parsed.success) return fromZodError(parsed.error);
  return fromMutateResult(await mutate.roomAddDefaults(parsed.data));
}

export async function setRoomMultiplier(
  mutate: Mutate,
  id: string,
  multiplier: number,
  shown: number,
): Promise<ActionResult> {
  const parsed = roomUpdateArgs.safeParse({ id, patch: { multiplier }, base: { multiplier: shown } });
  if (!parsed.success) return fromZodError(parsed.error, 'patch');
  return fromMutateResult(await mutate.roomUpdate(parsed.data), 'patch');
}
