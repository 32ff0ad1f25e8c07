/**
 * The tones of a drawing: the piece's own colour, its wood and shadows, its linen, in the item's
 * hue; and a room's window frame and glass, the same in every picture.
 */
export type Tone = 'main' | 'dark' | 'light' | 'frame' | 'glass';

/** One SVG path painted in one tone; a drawing's layers are painted in order, the last on top. */
export type Drawing = readonly (readonly [Tone, string])[];

/**
 * The demo catalogue's pictures: one drawing per furniture category, in a 64 × 48 box (the 4:3 of
 * the offer cards) standing on a floor at y = 42. A few paths each, so a picture stays a few
 * hundred characters: a row's image link holds at most 1,000.
 */
export const categoryDrawings = {
  sofa: [
    [
      'dark',
      'M10 18q0-3 3-3h38q3 0 3 3v16H10zM5 25q0-3 3.5-3t3.5 3v14H5zM52 25q0-3 3.5-3t3.5 3v14h-7zM9 39h3v3H9zM52 39h3v3h-3z',
    ],
    ['main', 'M13 18h18v9H13zM33 18h18v9H33zM12 28h19v6H12zM33 28h19v6H33z'],
  ],
  bed: [
    ['dark', 'M5 12h6v30H5zM57 25h4v17h-4zM11 35h46v4H11zM12 39h3v3h-3z'],
    ['light', 'M11 28h15v7H11zM12 21h11a3 3 0 0 1 0 7H12z'],
    ['main', 'M25 25h32v10H25z'],
  ],
  table: [
    ['dark', 'M5 18h54v4H5zM9 22h3v20H9zM52 22h3v20h-3zM12 22h40v3H12z'],
    ['main', 'M28 9h6l1 9h-8z'],
    ['dark', 'M30.5 5h1v4h-1zM26 4a2.5 2.5 0 0 0 5 0h-5zM31 4a2.5 2.5 0 0 0 5 0h-5z'],
  ],
  chair: [
    ['dark', 'M19 28h3v14h-3zM42 28h3v14h-3zM26 28h2v10h-2zM36 28h2v10h-2z'],
    ['main', 'M22 6h20a2 2 0 0 1 2 2v15H20V8a2 2 0 0 1 2-2zM17 23h30v5H17z'],
  ],
  storage: [
    ['main', 'M11 10h42v30H11z'],
    ['light', 'M13 12h38v7H13zM13 21h38v8H13zM13 31h38v7H13z'],
    ['dark', 'M30 15h4v2h-4zM30 24h4v2h-4zM30 33h4v2h-4zM13 40h3v2h-3zM48 40h3v2h-3z'],
  ],
  lighting: [
    ['light', 'M20 17h24l10 25H10z'],
    ['dark', 'M31 17h2v23h-2zM24 40h16v2H24z'],
    ['main', 'M24 4h16l6 13H18z'],
  ],
  decor: [
    ['dark', 'M9 6h26v21H9zM46 29c-7-4-7-11-2-16c0 7 2 10 2 16zM46 29c7-4 8-10 3-15c0 7-2 10-3 15z'],
    ['light', 'M12 9h20v15H12z'],
    ['main', 'M13 23l6-7 4 4 3-3 5 6zM41 29h10l-2 13h-6z'],
  ],
  kitchen: [
    [
      'dark',
      'M8 18h28v3H8zM20 15h4v3h-4zM4 24h6v3H4zM34 24h6v3h-6zM41 29l-6-5 1-2 6 4zM45 24c0-8 8-8 8 0h-2c0-5-4-5-4 0zM2 38h60v4H2z',
    ],
    ['main', 'M10 22h24v11a5 5 0 0 1-5 5H15a5 5 0 0 1-5-5zM43 24h12l3 14H40z'],
  ],
  bathroom: [
    ['main', 'M15 29h34v11H15z'],
    ['dark', 'M20 3h24v16H20zM31 19h2v6h-2zM31 19h6v2h-6zM31.5 30h1v9h-1zM27 33h2v3h-2zM35 33h2v3h-2z'],
    ['light', 'M22 5h20v12H22zM13 25h38l-2 4H15z'],
  ],
  textile: [
    ['main', 'M34 36h24v6H34zM34 24h24v6H34zM7 16q12-5 22 0q-3 9 0 18q-10 4-22 0q3-9 0-18z'],
    ['light', 'M34 30h24v6H34z'],
    ['dark', 'M36 18h20v6H36zM18 23l1.5 2-1.5 2-1.5-2z'],
  ],
  office: [
    ['main', 'M38 27h15v11H38z'],
    ['dark', 'M5 24h54v3H5zM8 27h3v15H8zM53 27h3v15h-3zM15 6h24v16H15zM26 22h2v2h-2zM44 31h4v2h-4z'],
    ['light', 'M17 8h20v12H17z'],
  ],
  outdoor: [
    ['dark', 'M31 15h2v27h-2zM20 30h24v3H20zM22 33h2v9h-2zM40 33h2v9h-2z'],
    ['main', 'M32 3L6 15h52z'],
    ['light', 'M6 15h52l-2 3H8z'],
  ],
} as const satisfies Record<string, Drawing>;

export type DrawnCategory = keyof typeof categoryDrawings;

/** A room's back wall with a window: what makes a pack's picture read as a furnished room. */
export const windowDrawing: Drawing = [
  ['frame', 'M45 4h16v18H45z'],
  ['glass', 'M46 5h6.5v7.5H46zM53.5 5H60v7.5h-6.5zM46 13.5h6.5V21H46zM53.5 13.5H60V21h-6.5z'],
];
