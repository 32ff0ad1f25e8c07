import { describe, expect, it } from 'vitest';
import { pushResponseSchema } from '../../../src/domain/sync/protocol.schema';

describe('a push answer as the client reads it', () => {
  it('keeps the refusal codes it knows and reads any other, from another build, as internal', () => {
    const answer = pushResponseSchema.parse({
      lastMutationID: 2,
      results: [
        { id: 1, status: 'rejected', error: { code: 'conflict', detail: 'quote locked' } },
        { id: 2, status: 'rejected', error: { code: 'quote/retired_code', detail: 'old server' } },
      ],
    });
    expect(answer.results).toEqual([
      { id: 1, status: 'rejected', error: { code: 'conflict', detail: 'quote locked' } },
      { id: 2, status: 'rejected', error: { code: 'internal', detail: 'old server' } },
    ]);
  });

  it('is sent by the server with the code it has', () => {
    const results = [
      { id: 1, status: 'rejected' as const, error: { code: 'not_found' as const, detail: 'x' } },
    ];
    expect(pushResponseSchema.encode({ lastMutationID: 1, results })).toEqual({ lastMutationID: 1, results });
  });
});
