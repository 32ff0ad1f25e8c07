import { describe, expect, it } from 'vitest';
import type { ImageCopyHeader } from '../../../src/domain/interventions/image-copies.schema';
import {
  createImageCopyReader,
  encodeImageCopyFrame,
  ImageCopyFrameError,
} from '../../../src/domain/interventions/image-copy-frames';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const frames: { header: ImageCopyHeader; body: Uint8Array }[] = [
  {
    header: { url: 'https://img.example/1.png', outcome: 'copied', type: 'image/png', bytes: png.length },
    body: png,
  },
  { header: { url: 'https://img.example/2.png', outcome: 'not_image' }, body: new Uint8Array(0) },
  { header: { url: 'https://img.example/é.png', outcome: 'ask_host' }, body: new Uint8Array(0) },
  {
    header: { url: 'https://img.example/empty.svg', outcome: 'copied', type: 'image/svg+xml', bytes: 0 },
    body: new Uint8Array(0),
  },
];

function stream(): Uint8Array {
  const parts = frames.map(({ header, body }) => encodeImageCopyFrame(header, body));
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

describe('image copy frames', () => {
  it('reads back every frame, whatever the chunks the answer arrives in', () => {
    const bytes = stream();
    for (const size of [1, 2, 3, 5, 7, 16, bytes.length]) {
      const reader = createImageCopyReader();
      const read = [];
      for (let at = 0; at < bytes.length; at += size) read.push(...reader.push(bytes.slice(at, at + size)));
      reader.end();
      expect(read, `chunks of ${size}`).toEqual(frames);
    }
  });

  it('gives each frame as soon as its last byte is in', () => {
    const first = encodeImageCopyFrame(frames[0]!.header, frames[0]!.body);
    const reader = createImageCopyReader();
    expect(reader.push(first.slice(0, first.length - 1))).toEqual([]);
    expect(reader.push(first.slice(first.length - 1))).toEqual([frames[0]]);
  });

  it('refuses an answer that stops inside a frame', () => {
    const bytes = stream();
    const reader = createImageCopyReader();
    reader.push(bytes.slice(0, bytes.length - 1));
    expect(() => reader.end()).toThrow(ImageCopyFrameError);
  });

  it('refuses a header that is not one, rather than reading an image from the wrong bytes', () => {
    const json = new TextEncoder().encode(
      JSON.stringify({ url: 'x', outcome: 'copied', type: 'text/html', bytes: 3 }),
    );
    const frame = new Uint8Array(4 + json.length);
    new DataView(frame.buffer).setUint32(0, json.length);
    frame.set(json, 4);
    expect(() => createImageCopyReader().push(frame)).toThrow(ImageCopyFrameError);
    const huge = new Uint8Array(4);
    new DataView(huge.buffer).setUint32(0, 1 << 30);
    expect(() => createImageCopyReader().push(huge)).toThrow(ImageCopyFrameError);
    const garbage = Uint8Array.from([0, 0, 0, 2, 0x7b, 0x7b]);
    expect(() => createImageCopyReader().push(garbage)).toThrow(ImageCopyFrameError);
  });
});
