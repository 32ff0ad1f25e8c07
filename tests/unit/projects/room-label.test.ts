import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { purchaseOrderItems } from '../../../src/domain/projects';
import { roomLabel, type RoomKindNames } from '../../../src/domain/projects/room-label';
import { purchaseOrderLineSchema } from '../../../src/domain/entities/purchase-order-line.schema';
import { roomSchema } from '../../../src/domain/entities/room.schema';
import { linesByRoom } from '../../../src/features/admin-projects/lib/order-views';
import { agent, draftProject, furniture, setup } from '../domain/support/mutator-env';
import enCommon from '../../../public/locales/en/common.json';
import frCommon from '../../../public/locales/fr/common.json';

const english: RoomKindNames = enCommon.default_rooms;
const french: RoomKindNames = frCommon.default_rooms;

async function livingRoom() {
  const env = setup();
  const projectId = await draftProject(env, agent);
  const id = uuidv7();
  await env.run(agent, 'roomAddDefaults', {
    projectId,
    rooms: [{ id, key: 'living_room', name: english.living_room }],
  });
  return { env, id, room: () => roomSchema.parse(env.row('rooms', id)) };
}

describe('a default room is named in its reader’s language until renamed', () => {
  it('keeps its kind, so a French reader sees "Salon" for a room made in English', async () => {
    const { room } = await livingRoom();
    expect(room()).toMatchObject({ name: 'Living room', kind: 'living_room' });
    expect(roomLabel(room(), french)).toBe('Salon');
    expect(roomLabel(room(), english)).toBe('Living room');
  });

  it('keeps its kind through a change of copies, and loses it once renamed', async () => {
    const { env, id, room } = await livingRoom();
    await env.run(agent, 'roomUpdate', { id, patch: { multiplier: 2 } });
    expect(room().kind).toBe('living_room');
    expect(await env.run(agent, 'roomRename', { id, name: 'Grand salon' })).toEqual({ status: 'applied' });
    expect(room()).not.toHaveProperty('kind');
    expect(roomLabel(room(), french)).toBe('Grand salon');
    expect(roomLabel(room(), english)).toBe('Grand salon');
  });

  it('a room its user named is the same for every reader', () => {
    expect(roomLabel({ name: 'Cave' }, english)).toBe('Cave');
    expect(roomLabel({ name: 'Cave' }, french)).toBe('Cave');
  });

  it('an ordered line keeps the kind, so the order form reads in each reader’s language', async () => {
    const { env, id, room } = await livingRoom();
    await env.run(agent, 'lineAdd', {
      id: uuidv7(),
      roomId: id,
      furnitureId: await furniture(env),
      quantity: 1,
    });
    const [item] = purchaseOrderItems({
      rooms: [room()],
      lines: purchaseOrderLineSchema.array().parse(env.rows('purchaseOrderLines')),
      furniture: new Map(),
      modules: new Map(),
      clientMultiplier: 1,
      packs: [],
    });
    expect(item).toMatchObject({ roomName: 'Living room', roomKind: 'living_room' });
    expect(linesByRoom([item!], french)[0]!.roomName).toBe('Salon');
    expect(linesByRoom([item!], english)[0]!.roomName).toBe('Living room');
  });
});
