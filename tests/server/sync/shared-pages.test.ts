import { describe, expect, it } from 'vitest';
import { createSharedPages } from '../../../server/sync/shared-pages';

/** A read the test ends by hand, recording the clients it was run for. */
function controlledReads() {
  const runs: Array<{ clientIds: readonly string[]; finish(value: string): void; fail(error: Error): void }> =
    [];
  const read = (clientIds: readonly string[]) =>
    new Promise<string>((resolve, reject) => runs.push({ clientIds, finish: resolve, fail: reject }));
  return { runs, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared pull pages', () => {
  it('reads a page once for every client that asks while the read before it runs', async () => {
    const pages = createSharedPages();
    const { runs, read } = controlledReads();
    const first = pages.read('scope/7', 'a', read);
    await settle();
    const second = pages.read('scope/7', 'b', read);
    const third = pages.read('scope/7', 'c', read);
    await settle();
    expect(runs.map((run) => run.clientIds)).toEqual([['a']]);
    runs[0]!.finish('page for a');
    await expect(first).resolves.toBe('page for a');
    await settle();
    expect(runs.map((run) => run.clientIds)).toEqual([['a'], ['b', 'c']]);
    runs[1]!.finish('page for b and c');
    await expect(Promise.all([second, third])).resolves.toEqual(['page for b and c', 'page for b and c']);
  });

  it('never shares a read between different pages', async () => {
    const pages = createSharedPages();
    const { runs, read } = controlledReads();
    const mine = pages.read('scope-a/7', 'a', read);
    const theirs = pages.read('scope-b/7', 'b', read);
    await settle();
    expect(runs.map((run) => run.clientIds)).toEqual([['a'], ['b']]);
    runs[1]!.finish('b');
    runs[0]!.finish('a');
    await expect(Promise.all([mine, theirs])).resolves.toEqual(['a', 'b']);
  });

  it('fails only the batch whose read failed; the next one reads afresh', async () => {
    const pages = createSharedPages();
    const { runs, read } = controlledReads();
    const failing = pages.read('scope/7', 'a', read);
    await settle();
    const next = pages.read('scope/7', 'b', read);
    runs[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    runs[1]!.finish('page for b');
    await expect(next).resolves.toBe('page for b');
  });
});
