import type { APIRequestContext } from '@playwright/test';
import { uuidv7 } from '../../../src/domain/ids';
import { demoUser } from './demo-users';
import { rowsOf, type Row } from './server-quote';
import { apiToken, pullAll, pushApplied, type TestMutation } from './sync-api';

export interface SubmittedQuote {
  id: string;
  name: string;
  lineId: string;
  furnitureName: string;
}

/**
 * A client's agent drafts a project with a line of two items in each room (`roomNames`, one room
 * "Salon" by default) and submits it, through the API. `pick` chooses the furniture among those the
 * agent may quote (the first by default). `lineId` is the first room's line.
 */
export async function submitQuoteAsClient(
  request: APIRequestContext,
  {
    pick = (quotable) => quotable[0],
    roomNames = ['Salon'],
  }: { pick?: (quotable: Row[]) => Row | undefined; roomNames?: readonly string[] } = {},
): Promise<SubmittedQuote> {
  const token = await apiToken(request, demoUser('b2b-agent').email);
  const furniture = pick(
    rowsOf(
      await pullAll(request, token),
      'furniture',
      (row) => row.isDisabled === false && row.archived === false,
    ),
  );
  if (furniture === undefined) throw new Error('the agent sees no such furniture');
  const marker = uuidv7().slice(-8);
  const quote = {
    id: uuidv7(),
    name: `Loft Rivoli ${marker}`,
    lineId: uuidv7(),
    furnitureName: String(furniture.name),
  };
  const rooms = roomNames.flatMap((name, index): TestMutation[] => {
    const roomId = uuidv7();
    const lineId = index === 0 ? quote.lineId : uuidv7();
    return [
      ['roomCreate', { id: roomId, projectId: quote.id, name }],
      ['lineAdd', { id: lineId, roomId, furnitureId: furniture.id, quantity: 2 }],
    ];
  });
  await pushApplied(request, token, [
    ['projectCreate', { id: quote.id, name: quote.name }],
    ['projectUpdate', { id: quote.id, patch: { projectType: 'T2' } }],
    ...rooms,
    ['projectTransition', { id: quote.id, action: 'submit', acknowledgedWarnings: true }],
  ]);
  return quote;
}
