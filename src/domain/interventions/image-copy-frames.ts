import { imageCopyHeaderSchema, type ImageCopyHeader } from './image-copies.schema';

/**
 * The furniture-images answer's framing: for each image, a 4-byte big-endian length, that many
 * bytes of JSON header (imageCopyHeaderSchema), then the image's `bytes` bytes when it was copied.
 * Binary rather than JSON with base64, so a purchase order's photos cost their own size and are
 * stored as they arrive.
 */
export interface ImageCopyFrame {
  header: ImageCopyHeader;
  /** The image's bytes; empty unless copied. */
  body: Uint8Array<ArrayBuffer>;
}

const LENGTH_BYTES = 4;
/** A header is a URL and a few fields: anything longer is a broken stream, not a header. */
const MAX_HEADER_BYTES = 8 * 1024;

export class ImageCopyFrameError extends Error {}

export function encodeImageCopyFrame(
  header: ImageCopyHeader,
  body: Uint8Array = new Uint8Array(0),
): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const frame = new Uint8Array(LENGTH_BYTES + json.length + body.length);
  new DataView(frame.buffer).setUint32(0, json.length);
  frame.set(json, LENGTH_BYTES);
  frame.set(body, LENGTH_BYTES + json.length);
  return frame;
}

function bodyLength(header: ImageCopyHeader): number {
  return header.outcome === 'copied' ? header.bytes : 0;
}

/**
 * Reads frames from the answer's chunks as they come: `push` returns the frames a chunk completes,
 * `end` throws when the stream stopped inside a frame. Throws ImageCopyFrameError on a header that
 * is not one.
 */
export function createImageCopyReader() {
  const chunks: Uint8Array[] = [];
  let buffered = 0;
  let header: ImageCopyHeader | null = null;
  let headerLength: number | null = null;

  /** The first `count` buffered bytes, taken out of the buffer (copied once). */
  function take(count: number): Uint8Array<ArrayBuffer> {
    const taken = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const chunk = chunks[0] as Uint8Array;
      const part = Math.min(chunk.length, count - filled);
      taken.set(chunk.subarray(0, part), filled);
      filled += part;
      if (part === chunk.length) chunks.shift();
      else chunks[0] = chunk.subarray(part);
    }
    buffered -= count;
    return taken;
  }

  function readHeader(bytes: Uint8Array): ImageCopyHeader {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      throw new ImageCopyFrameError('a frame header is not JSON', { cause: error });
    }
    const parsed = imageCopyHeaderSchema.safeParse(value);
    if (!parsed.success) throw new ImageCopyFrameError('a frame header is not an image copy header');
    return parsed.data;
  }

  return {
    push(chunk: Uint8Array): ImageCopyFrame[] {
      if (chunk.length > 0) {
        chunks.push(chunk);
        buffered += chunk.length;
      }
      const frames: ImageCopyFrame[] = [];
      for (;;) {
        if (headerLength === null) {
          if (buffered < LENGTH_BYTES) return frames;
          headerLength = new DataView(take(LENGTH_BYTES).buffer).getUint32(0);
          if (headerLength > MAX_HEADER_BYTES) throw new ImageCopyFrameError('a frame header is too long');
        }
        if (header === null) {
          if (buffered < headerLength) return frames;
          header = readHeader(take(headerLength));
        }
        const length = bodyLength(header);
        if (buffered < length) return frames;
        frames.push({ header, body: take(length) });
        header = null;
        headerLength = null;
      }
    },
    end(): void {
      if (buffered > 0 || headerLength !== null)
        throw new ImageCopyFrameError('the answer ended inside a frame');
    },
  };
}
