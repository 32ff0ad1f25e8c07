import { describe, expect, it, vi } from 'vitest';
import { updateCard } from '../../../src/features/install/actions/card-actions';
import type { Mutate } from '../../../src/sync/client';

const cardId = '0190a000-0000-7000-8000-000000000031';

describe('a card change on the installer page', () => {
  it('a store that fails the write is a failure the line shows, never a change taken as done', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mutate = {
      verificationCardUpdate: () => Promise.reject(new Error('DatabaseClosedError')),
    } as unknown as Mutate;
    expect(await updateCard(mutate, cardId, { checked: true })).toEqual({
      ok: false,
      messageKey: 'install:line.not_saved',
      fields: {},
    });
  });

  it('a stored change is done', async () => {
    const mutate = {
      verificationCardUpdate: () => Promise.resolve({ ok: true, mutationID: 1 }),
    } as unknown as Mutate;
    expect(await updateCard(mutate, cardId, { checked: true })).toEqual({
      ok: true,
      mutationID: expect.any(Number),
    });
  });
});
