import type { APIRequestContext } from '@playwright/test';
import { uuidv7 } from '../../../src/domain/ids';
import { demoUser } from './demo-users';
import { rowsOf, type Row } from './server-quote';
import { apiToken, pullAll, pushApplied } from './sync-api';

export interface SubmittedQuote {
  id: string;
  name: string;
  lineId: string;
  furnitureName: string;
}

/**
 * A client's agent drafts a project with one room and one line of two items and submits it,
 * through the API. `pick` chooses the furniture among those the agent may quote (the first by default).
 */
export async function submitQuoteAsClient(
  request: APIRequestContext,
  pick: (quotable: Row[]) => Row | undefined = (quotable) => quotable[0],
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
  const roomId = uuidv7();
  await pushApplied(request, token, [
    ['projectCreate', { id: quote.id, name: quote.name }],
    ['projectUpdate', { id: quote.id, patch: { projectType: 'T2' } }],
    ['roomCreate', { id: roomId, projectId: quote.id, name: 'Salon' }],
    ['lineAdd', { id: quote.lineId, roomId, furnitureId: furniture.id, quantity: 2 }],
    ['projectTransition', { id: quote.id, action: 'submit', acknowledgedWarnings: true }],
  ]);
  return quote;
}
