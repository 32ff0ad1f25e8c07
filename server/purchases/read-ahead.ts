/**
 * The items of `source`, asking for the next one as soon as the current one is handed out: the
 * source's work (a query on the database's thread) then overlaps the consumer's, one item ahead
 * and no more. A consumer that stops early ends the source too; the item read ahead for it is
 * awaited and dropped, its failure with it.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const ask = () => {
    const pending = iterator.next();
    // Seen when awaited below; until then (or if the consumer is gone) it is no unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  };
  let next = ask();
  try {
    for (;;) {
      const result = await next;
      if (result.done === true) return;
      next = ask();
      yield result.value;
    }
  } finally {
    await next.catch(() => undefined);
    await iterator.return?.();
  }
}
