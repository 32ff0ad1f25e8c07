// Draws the Fitout mark (a white "F" with a light-blue tile on a Fluent brand-blue rounded square)
// and writes the PWA icons and the SVG favicon/logo. Run: node scripts/generate-icons.mjs
// No image library: a tiny PNG encoder over node:zlib, 4x4 supersampling for smooth edges.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const BRAND = [0x0f, 0x6c, 0xbd];
const WHITE = [0xff, 0xff, 0xff];
const ACCENT = [0x62, 0xab, 0xf5];

// The mark in a 100x100 box. Each shape: rectangle x, y, width, height, corner radius, colour.
const CORNER = 22;
const SHAPES = [
  { x: 30, y: 22, w: 13, h: 56, r: 2, color: WHITE },
  { x: 30, y: 22, w: 40, h: 13, r: 2, color: WHITE },
  { x: 30, y: 45, w: 31, h: 12, r: 2, color: WHITE },
  { x: 56, y: 65, w: 14, h: 13, r: 2, color: ACCENT },
];

function inRoundedRect(px, py, { x, y, w, h, r }) {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const cx = Math.min(Math.max(px, x + r), x + w - r);
  const cy = Math.min(Math.max(py, y + r), y + h - r);
  return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
}

/** Colour and coverage of one point of the 100x100 design, or null outside the icon. */
function sample(px, py, maskable) {
  if (maskable) {
    // Maskable icons are cropped to a circle of 80% diameter: full-bleed background, mark scaled into
    // the safe zone.
    const s = 0.72;
    const mx = (px - 50) / s + 50;
    const my = (py - 50) / s + 50;
    const shape = SHAPES.find((shape) => inRoundedRect(mx, my, shape));
    return shape ? shape.color : BRAND;
  }
  if (!inRoundedRect(px, py, { x: 0, y: 0, w: 100, h: 100, r: CORNER })) return null;
  const shape = SHAPES.find((shape) => inRoundedRect(px, py, shape));
  return shape ? shape.color : BRAND;
}

function render(size, maskable) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = sample(
            ((x + (sx + 0.5) / SS) / size) * 100,
            ((y + (sy + 0.5) / SS) / size) * 100,
            maskable,
          );
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const i = (y * size + x) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function hex([r, g, b]) {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function svg(title) {
  const shapes = SHAPES.map(
    ({ x, y, w, h, r, color }) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${hex(color)}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="${title}">` +
    `<rect width="100" height="100" rx="${CORNER}" fill="${hex(BRAND)}"/>${shapes}</svg>\n`
  );
}

function write(path, data) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), data);
  console.log(`wrote ${path}`);
}

write('public/icons/icon-192.png', render(192, false));
write('public/icons/icon-512.png', render(512, false));
write('public/icons/icon-maskable-512.png', render(512, true));
write('public/favicon.svg', svg('Fitout'));
write('public/logo.svg', svg('Fitout'));
