/**
 * About how long a chunk of text is before it is handed on: long enough that the stream's
 * per-chunk cost is negligible, short enough that the many short strings a chunk is built from die
 * young (a whole batch as one string lived through collections and filled the old space).
 */
const chunkLength = 64 * 1024;

/**
 * A text made of a head, one piece per item and a tail, handed on in chunks as the items come:
 * a batch is read only once the chunks before it are taken, so a slow reader holds the writer.
 * `render` gets each item's index among all items (0 for the first); `tail` is asked for after the
 * last item, so it may say what they added up to.
 */
export async function* textChunks<T>(
  head: string,
  batches: AsyncIterable<readonly T[]>,
  render: (item: T, index: number) => string,
  tail: () => string = () => '',
): AsyncGenerator<string> {
  let text = head;
  let index = 0;
  for await (const batch of batches) {
    for (const item of batch) {
      text += render(item, index++);
      if (text.length >= chunkLength) {
        yield text;
        text = '';
      }
    }
  }
  yield text + tail();
}
