import { describe, expect, it } from 'vitest';
import { categoryDrawings, windowDrawing, type DrawnCategory } from '../../../server/seed/drawings';
import { furnitureImage, packImage } from '../../../server/seed/images';
import { furnitureModuleSchema } from '../../../src/domain/entities/furniture-module.schema';
import { furnitureSchema } from '../../../src/domain/entities/furniture.schema';

const categories = Object.keys(categoryDrawings) as DrawnCategory[];
const hues = Array.from({ length: 360 }, (_, hue) => hue);
const prefix = 'data:image/svg+xml,';

/** The SVG a data URI holds, checked for what breaks a picture: an unescaped `#` or `%`, open tags. */
function svgOf(uri: string): string {
  expect(uri.startsWith(prefix)).toBe(true);
  const encoded = uri.slice(prefix.length);
  expect(encoded).not.toMatch(/[#<>"]|%(?![0-9A-F]{2})/);
  const svg = decodeURIComponent(encoded);
  expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 64 48'>.*<\/svg>$/);
  const opened = svg.match(/<g\b/g)?.length ?? 0;
  expect(svg.match(/<\/g>/g)?.length ?? 0).toBe(opened);
  return svg;
}

describe('demo pictures', () => {
  it('draws each category its own way', () => {
    const drawings = categories.map((category) => svgOf(furnitureImage(category, 200)));
    expect(new Set(drawings).size).toBe(categories.length);
  });

  it('fits a catalogue row in every hue, for any pack: an image link the schemas take', () => {
    const images = [
      ...categories.flatMap((category) => hues.map((hue) => furnitureImage(category, hue))),
      ...categories.flatMap((first) =>
        categories.flatMap((second) => [packImage([first, second], 359), packImage([first], 359)]),
      ),
    ];
    for (const image of images) {
      svgOf(image);
      expect(furnitureSchema.shape.images.safeParse([image]).success).toBe(true);
      expect(furnitureModuleSchema.shape.images.safeParse([image]).success).toBe(true);
    }
  });

  it("colours an item by its hue and draws a pack's pieces in a room with a window", () => {
    expect(furnitureImage('sofa', 0)).not.toBe(furnitureImage('sofa', 180));
    const room = svgOf(packImage(['sofa', 'lighting'], 30));
    for (const [, d] of [...categoryDrawings.sofa, ...categoryDrawings.lighting, ...windowDrawing])
      expect(room).toContain(`d='${d}'`);
    expect(room.match(/<g /g)).toHaveLength(2);
    expect(svgOf(packImage(['bathroom'], 30)).match(/<g /g)).toHaveLength(1);
  });
});
