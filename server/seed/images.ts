/**
 * Demo images are small SVGs as data URIs: no network, nothing to serve or cache, and the CSP
 * already allows `data:` images. One colour per item and one simple shape per category.
 */
const shapes: Record<string, string> = {
  sofa: "<rect x='8' y='26' width='48' height='16' rx='4'/><rect x='8' y='18' width='48' height='10' rx='4' opacity='.7'/>",
  bed: "<rect x='6' y='28' width='52' height='12' rx='2'/><rect x='6' y='16' width='10' height='24' rx='2' opacity='.7'/>",
  table:
    "<rect x='8' y='20' width='48' height='6' rx='1'/><rect x='12' y='26' width='4' height='18'/><rect x='48' y='26' width='4' height='18'/>",
  chair:
    "<rect x='22' y='10' width='20' height='20' rx='2' opacity='.7'/><rect x='20' y='28' width='24' height='6'/><rect x='22' y='34' width='3' height='14'/><rect x='39' y='34' width='3' height='14'/>",
  lighting:
    "<path d='M22 26 L42 26 L36 12 L28 12 Z'/><rect x='31' y='26' width='2' height='18'/><rect x='24' y='44' width='16' height='3'/>",
};
const fallbackShape = "<rect x='14' y='12' width='36' height='32' rx='3'/>";

export function furnitureImage(categoryKey: string, hue: number): string {
  const shape = shapes[categoryKey] ?? fallbackShape;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 56'>` +
    `<rect width='64' height='56' fill='hsl(${hue} 35% 92%)'/>` +
    `<g fill='hsl(${hue} 45% 45%)'>${shape}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
