import { categoryDrawings, windowDrawing, type Drawing, type DrawnCategory, type Tone } from './drawings';

/**
 * Demo images are small SVGs as data URIs: no network, nothing to serve or cache, and the CSP
 * already allows `data:` images. Each item is its category's drawing in a colour of its own; a
 * pack is a room with its pieces in it.
 */

/** An HSL colour as `rgb(r,g,b)`: no `#` or `%` to escape, so the link stays short. */
function rgb(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `rgb(${channel(0)},${channel(8)},${channel(4)})`;
}

/** The item's tones, and fixed ones by their CSS names, the shortest way to write a colour here. */
function palette(hue: number): Record<Tone, string> {
  return {
    main: rgb(hue, 0.45, 0.5),
    dark: rgb(hue, 0.3, 0.3),
    light: rgb(hue, 0.25, 0.85),
    frame: 'tan',
    glass: 'lightblue',
  };
}

function paths(drawing: Drawing, hue: number): string {
  const tones = palette(hue);
  return drawing.map(([tone, d]) => `<path fill='${tones[tone]}' d='${d}'/>`).join('');
}

/** The wall in the item's tint and a light floor, under whatever stands in front. */
function picture(hue: number, content: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 48'>` +
    `<path fill='${rgb(hue, 0.3, 0.95)}' d='M0 0h64v42H0z'/>` +
    `<path fill='wheat' d='M0 42h64v6H0z'/>${content}</svg>`;
  // Only what a URL cannot hold raw is escaped (not spaces or quotes): half the length of
  // encodeURIComponent's, which matters under the 1,000 characters of an image link.
  return `data:image/svg+xml,${svg.replace(/[<>#%"]/g, (char) => encodeURIComponent(char))}`;
}

/** A catalogue item's picture: its category's drawing in the item's hue (0–359). */
export function furnitureImage(category: DrawnCategory, hue: number): string {
  return picture(hue, paths(categoryDrawings[category], hue));
}

/**
 * A pack's picture: a room with a window and its pieces on the floor, one at three quarters of its
 * size or two side by side at half size, each in its own hue.
 */
export function packImage(pieces: readonly [DrawnCategory, DrawnCategory?], hue: number): string {
  const shown = pieces.filter((piece) => piece !== undefined);
  const scale = shown.length === 1 ? 0.75 : 0.5;
  const placed = shown.map((piece, index) => {
    // Scaled, a drawing's floor (y = 42) rises by 42 × (1 − scale): moved down by as much, it
    // stands on the room's.
    const x = shown.length === 1 ? 8 : index * 32;
    const transform = `translate(${x} ${42 * (1 - scale)}) scale(${scale})`;
    return `<g transform='${transform}'>${paths(categoryDrawings[piece], hue + index * 40)}</g>`;
  });
  return picture(hue, paths(windowDrawing, hue) + placed.join(''));
}
