import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/domain/ids';
import { nextQuoteNumber } from '../../../server/projects/quote-numbers';
import {
  applied,
  emails,
  generalInformation,
  officeSuite,
  projectIn,
  refused,
  stored,
  type Device,
} from './office-helpers';
import { mutation, newClientId, push } from '../sync/sync-helpers';

/*
 * The quote number is the server's: given at the first submission, unique and in order within the
 * year of the server's clock, on PGlite and (with DATABASE_URL) on PostgreSQL.
 */
const suite = officeSuite();

async function draftWithOneLine(agent: Device, furnitureId: string): Promise<string> {
  const projectId = uuidv7();
  const roomId = uuidv7();
  expect(
    await agent.push('projectCreate', { id: projectId, name: 'Studio', projectType: 'T2' }),
  ).toMatchObject(applied);
  expect(await agent.push('roomCreate', { id: roomId, projectId, name: 'Séjour' })).toMatchObject(applied);
  expect(await agent.push('lineAdd', { id: uuidv7(), roomId, furnitureId, quantity: 1 })).toMatchObject(
    applied,
  );
  return projectId;
}

async function quoteNumberOf(projectId: string): Promise<string | undefined> {
  return (await stored(suite.env, 'projects', projectId))?.quoteNumber;
}

describe('quote numbers', () => {
  it('numbers concurrent submissions 1..N in the year, without gaps or repeats', async () => {
    const count = 12;
    const furnitureId = suite.furniture[0]!.id;
    const projectIds: string[] = [];
    for (let i = 0; i < count; i++) projectIds.push(await draftWithOneLine(suite.agent, furnitureId));
    // Each submission from its own device (its own push, its own SQL transaction), all at once.
    const token = await suite.env.login(emails.clientAgent);
    const answers = await Promise.all(
      projectIds.map((id) =>
        push(suite.env, token, newClientId(), [mutation(1, 'projectTransition', { id, action: 'submit' })]),
      ),
    );
    expect(answers.map(({ results }) => results[0])).toEqual(
      answers.map(() => expect.objectContaining(applied)),
    );
    const numbers = await Promise.all(projectIds.map(quoteNumberOf));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: count }, (_, i) => `Q-2026-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('takes the counter row in the caller transaction: concurrent takers and a rollback leave no gap', async () => {
    const taken = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.env.db.transaction((tx) => nextQuoteNumber(tx, '2031-06-01T10:00:00.000Z')),
      ),
    );
    await expect(
      suite.env.db.transaction(async (tx) => {
        await nextQuoteNumber(tx, '2031-06-01T10:00:00.000Z');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const next = await suite.env.db.transaction((tx) => nextQuoteNumber(tx, '2031-12-31T23:59:59.000Z'));
    expect([...taken, next].sort()).toEqual(
      Array.from({ length: 21 }, (_, i) => `Q-2031-${String(i + 1).padStart(4, '0')}`),
    );
    // A new year starts again at 1 (server time, UTC).
    expect(await suite.env.db.transaction((tx) => nextQuoteNumber(tx, '2032-01-01T00:00:00.000Z'))).toBe(
      'Q-2032-0001',
    );
  });

  it('keeps the number through "put back in draft" and a new submission; copies start without one', async () => {
    const { admin, agent } = suite;
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const number = await quoteNumberOf(projectId);
    expect(number).toBe('Q-2026-0001');
    expect(await admin.push('projectTransition', { id: projectId, action: 'putInDraft' })).toMatchObject(
      applied,
    );
    expect(await agent.push('projectTransition', { id: projectId, action: 'submit' })).toMatchObject(applied);
    expect(await quoteNumberOf(projectId)).toBe(number);

    const copyId = uuidv7();
    expect(await admin.push('projectCopyQuote', { id: projectId, newProjectId: copyId })).toMatchObject(
      applied,
    );
    expect(await quoteNumberOf(copyId)).toBe('');
    expect(await admin.push('projectUpdate', { id: copyId, patch: generalInformation })).toMatchObject(
      applied,
    );
    expect(await agent.push('projectTransition', { id: copyId, action: 'submit' })).toMatchObject(applied);
    expect(await quoteNumberOf(copyId)).toBe('Q-2026-0002');
  });

  it("is nobody else's to set: a patch naming it is refused, even from the office", async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    expect(
      await suite.admin.push('projectUpdate', { id: projectId, patch: { quoteNumber: 'Q-1999-0001' } }),
    ).toMatchObject(refused('validation'));
    expect(await quoteNumberOf(projectId)).toBe('Q-2026-0001');
  });
});
