import { absolute, type Json, type JsonObject } from '../product-page/json-ld';
import { attributesOf, plainText } from '../product-page/html-text';

/** Elements that never have content nor an end tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Where a property's value sits when its element is not read for its text (HTML microdata rules). */
const valueAttributes: Record<string, string> = {
  meta: 'content',
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  embed: 'src',
  iframe: 'src',
  source: 'src',
  video: 'src',
  object: 'data',
  data: 'value',
  meter: 'value',
  input: 'value',
  time: 'datetime',
};
const urlAttributes = new Set(['href', 'src', 'data']);

interface TextProperty {
  names: string[];
  owner: JsonObject;
  parts: string[];
}

interface OpenElement {
  tag: string;
  item?: JsonObject;
  text?: TextProperty;
}

function addProperty(owner: JsonObject, names: string[], value: Json): void {
  for (const name of names) {
    const held = owner[name];
    if (held === undefined) owner[name] = value;
    else owner[name] = Array.isArray(held) ? [...held, value] : [held, value];
  }
}

function close(element: OpenElement): void {
  if (element.text !== undefined)
    addProperty(element.text.owner, element.text.names, plainText(element.text.parts.join('')));
}

/**
 * The page's microdata items (`itemscope`, `itemtype`, `itemprop`) as JSON-LD-shaped objects
 * (`@type` and one key per property), so one reader serves both. A tolerant scan rather than a
 * full HTML parser: an end tag closes every element opened since its start tag, stray end tags
 * are ignored, scripts, styles and comments are skipped. Returns the top-level items.
 */
export function microdataItems(html: string, base: string): JsonObject[] {
  const roots: JsonObject[] = [];
  const open: OpenElement[] = [];
  const tokens =
    /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<\/?([a-zA-Z][\w:-]*)\b[^>]*>|[^<]+|</gi;
  for (const match of html.matchAll(tokens)) {
    const token = match[0];
    const tag = match[2]?.toLowerCase();
    if (tag === undefined) {
      if (!token.startsWith('<') || token === '<')
        for (const element of open) element.text?.parts.push(token);
      continue;
    }
    if (token.startsWith('</')) {
      const at = open.findLastIndex((element) => element.tag === tag);
      if (at >= 0) for (const element of open.splice(at).reverse()) close(element);
      continue;
    }
    const attributes = attributesOf(token);
    const names = (attributes.get('itemprop') ?? '').split(/\s+/).filter((name) => name !== '');
    const owner = open.findLast((element) => element.item !== undefined)?.item;
    const element: OpenElement = { tag };
    if (attributes.has('itemscope')) {
      const item: JsonObject = { '@type': (attributes.get('itemtype') ?? '').split(/\s+/).filter(Boolean) };
      if (names.length > 0 && owner !== undefined) addProperty(owner, names, item);
      else roots.push(item);
      element.item = item;
    } else if (names.length > 0 && owner !== undefined) {
      const attribute = valueAttributes[tag] ?? (attributes.has('content') ? 'content' : undefined);
      if (attribute !== undefined) {
        const raw = attributes.get(attribute) ?? '';
        addProperty(owner, names, urlAttributes.has(attribute) ? (absolute(raw, base)[0] ?? '') : raw.trim());
      } else element.text = { names, owner, parts: [] };
    }
    if (!voidElements.has(tag) && !token.endsWith('/>')) open.push(element);
  }
  for (const element of open.reverse()) close(element);
  return roots;
}
