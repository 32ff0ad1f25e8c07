import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../../../src/domain/each-at-most';

describe('eachAtMost', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await eachAtMost([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      seen.push(item);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with a failing task', async () => {
    await expect(
      eachAtMost(['a', 'b'], 2, async (item) => {
        if (item === 'b') throw new Error('lost b');
      }),
    ).rejects.toThrow('lost b');
  });
});
