/**
 * Runs `task` on every item, at most `limit` at a time, in the items' order; each runner takes
 * the next item as soon as its last one settles. Rejects with the first task that rejects.
 */
export async function eachAtMost<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runner = async () => {
    for (let index = next++; index < items.length; index = next++) await task(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}
