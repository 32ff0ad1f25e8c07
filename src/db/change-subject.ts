import type { DefaultRoom } from '../domain/enums';
import type { FitoutDatabase } from './database';

/**
 * What a person recognises a change by: the furniture, the room and the project it touched. Read when
 * the change is made and kept with it, so a refusal can name a row the server has removed since.
 */
export interface ChangeSubject {
  furniture?: string;
  room?: string;
  /** The room's default kind, so the list names it in its reader's language (roomLabel). */
  roomKind?: DefaultRoom;
  project?: string;
}

export function namesSomething(subject: ChangeSubject): boolean {
  return subject.furniture !== undefined || subject.room !== undefined || subject.project !== undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function argOf(args: unknown, key: string): string | undefined {
  return typeof args === 'object' && args !== null && key in args
    ? text((args as Record<string, unknown>)[key])
    : undefined;
}

/** The entity a mutation's `id` names, from the mutator's name (line*, room*, project*, verificationCard*). */
type SubjectEntity = 'purchaseOrderLines' | 'rooms' | 'projects' | 'verificationCards';

function targetEntity(name: string): SubjectEntity | null {
  if (name.startsWith('line')) return 'purchaseOrderLines';
  if (name.startsWith('room')) return 'rooms';
  if (name.startsWith('project')) return 'projects';
  if (name.startsWith('verificationCard')) return 'verificationCards';
  return null;
}

/**
 * Reads the names behind a change's ids from the local store: the row it changes, or for a creation
 * the room, project and furniture its args name. Any of them may be missing.
 */
export function changeSubject(db: FitoutDatabase, name: string, args: unknown): Promise<ChangeSubject> {
  return rowSubject(db, targetEntity(name), args);
}

/** The names behind a row of `entity` whose id is `args.id` (or behind the ids `args` names). */
export async function rowSubject(
  db: FitoutDatabase,
  entity: SubjectEntity | null,
  args: unknown,
): Promise<ChangeSubject> {
  const id = argOf(args, 'id');
  let lineId = entity === 'purchaseOrderLines' ? id : undefined;
  let roomId = entity === 'rooms' ? id : argOf(args, 'roomId');
  let projectId = entity === 'projects' ? id : argOf(args, 'projectId');
  let furnitureId = argOf(args, 'furnitureId');
  let moduleId = argOf(args, 'moduleId');
  if (entity === 'verificationCards' && id !== undefined) {
    const card = await db.entity('verificationCards').get(id);
    lineId = card?.lineId;
    projectId ??= card?.projectId;
  }
  const line = lineId === undefined ? undefined : await db.entity('purchaseOrderLines').get(lineId);
  if (line) {
    roomId = line.roomId;
    projectId = line.projectId;
    furnitureId ??= line.furnitureId ?? undefined;
    moduleId ??= line.moduleId ?? undefined;
  }
  const room = roomId === undefined ? undefined : await db.entity('rooms').get(roomId);
  projectId ??= room?.projectId;
  const project = projectId === undefined ? undefined : await db.entity('projects').get(projectId);
  const item =
    furnitureId !== undefined
      ? await db.entity('furniture').get(furnitureId)
      : moduleId !== undefined
        ? await db.entity('furnitureModules').get(moduleId)
        : undefined;
  return {
    furniture: text(item?.clientName) ?? text(item?.name),
    room: text(room?.name),
    ...(room?.kind === undefined ? {} : { roomKind: room.kind }),
    project: text(project?.name),
  };
}
