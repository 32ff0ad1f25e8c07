import type { APIRequestContext } from '@playwright/test';
import { uuidv7 } from '../../../src/domain/ids';
import { rowsOf, type Row } from './server-quote';
import { pullAll, pushApplied, type TestMutation } from './sync-api';

/** The server takes at most this many mutations in one push. */
const pushLimit = 1000;

export interface DraftedQuote {
  id: string;
  name: string;
  /** Each line's item as the client reads it, in order. */
  lineNames: string[];
}

/**
 * A draft of the token's client user of `rooms` rooms × `perRoom` lines, pushed through the API as
 * a device would: the items it may quote in turn, quantities 1 to 3.
 */
export async function draftQuote(
  request: APIRequestContext,
  token: string,
  { rooms, perRoom, name }: { rooms: number; perRoom: number; name: string },
): Promise<DraftedQuote> {
  const quotable = rowsOf(
    await pullAll(request, token),
    'furniture',
    (row) => row.isDisabled === false && row.archived === false,
  );
  if (quotable.length === 0) throw new Error('the client may quote no furniture');
  const itemName = (row: Row) => String(row.clientName || row.name);
  const id = uuidv7();
  const lineNames: string[] = [];
  const mutations: TestMutation[] = [
    ['projectCreate', { id, name }],
    ['projectUpdate', { id, patch: { projectType: 'T3' } }],
  ];
  for (let r = 0; r < rooms; r += 1) {
    const roomId = uuidv7();
    mutations.push(['roomCreate', { id: roomId, projectId: id, name: `Pièce ${r + 1}` }]);
    for (let i = 0; i < perRoom; i += 1) {
      const furniture = quotable[(r * perRoom + i) % quotable.length]!;
      lineNames.push(itemName(furniture));
      mutations.push(['lineAdd', { id: uuidv7(), roomId, furnitureId: furniture.id, quantity: 1 + (i % 3) }]);
    }
  }
  for (let start = 0; start < mutations.length; start += pushLimit)
    await pushApplied(request, token, mutations.slice(start, start + pushLimit));
  return { id, name, lineNames };
}
