import { z } from 'zod';
import { sameJson } from './json-equal';
import { amountsSchema, type QuoteSnapshot, type SnapshotLine } from './quote-snapshot.schema';

const lineRef = {
  room: z.string(),
  furnitureId: z.uuid().nullable(),
  moduleId: z.uuid().nullable(),
};

/** The parts of a quote a change outside rooms and lines can touch. */
export const quoteParts = [
  'rooms',
  'packs',
  'services',
  'adjustment',
  'vatRates',
  'billing',
  'quoteNumber',
] as const;

/**
 * One difference between the quote a client signed and the server's, as the refusal tells it:
 * tagged by `type`, each with what a person recognises (the room's name, the furniture's id, which
 * the device names from its catalogue) and both values.
 */
export const quoteChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('line_added'), ...lineRef, quantity: z.number().int() }),
  z.object({ type: z.literal('line_removed'), ...lineRef, quantity: z.number().int() }),
  z.object({ type: z.literal('quantity'), ...lineRef, signed: z.number().int(), current: z.number().int() }),
  z.object({ type: z.literal('price'), ...lineRef, signed: amountsSchema, current: amountsSchema }),
  z.object({ type: z.literal('other'), part: z.enum(quoteParts) }),
  z.object({ type: z.literal('total'), signed: amountsSchema, current: amountsSchema }),
]);
export type QuoteChange = z.infer<typeof quoteChangeSchema>;

/** The detail of a 'quote/changed' refusal, sent as JSON in the refusal's `detail` string. */
export const quoteChangedDetailSchema = z.object({ changes: z.array(quoteChangeSchema) });

type LocatedLine = { room: string; line: SnapshotLine };

function linesById(snapshot: QuoteSnapshot): Map<string, LocatedLine> {
  const lines = new Map<string, LocatedLine>();
  for (const room of snapshot.rooms)
    for (const line of room.lines) lines.set(line.id, { room: room.name, line });
  return lines;
}

function refOf({ room, line }: LocatedLine) {
  return { room, furnitureId: line.furnitureId, moduleId: line.moduleId };
}

function lineChanges(signed: QuoteSnapshot, current: QuoteSnapshot): QuoteChange[] {
  const before = linesById(signed);
  const after = linesById(current);
  const changes: QuoteChange[] = [];
  for (const [id, was] of before) {
    const now = after.get(id);
    if (now === undefined) {
      changes.push({ type: 'line_removed', ...refOf(was), quantity: was.line.quantity });
      continue;
    }
    if (was.line.quantity !== now.line.quantity)
      changes.push({
        type: 'quantity',
        ...refOf(now),
        signed: was.line.quantity,
        current: now.line.quantity,
      });
    if (!sameJson(was.line.unit, now.line.unit))
      changes.push({ type: 'price', ...refOf(now), signed: was.line.unit, current: now.line.unit });
  }
  for (const [id, now] of after)
    if (!before.has(id)) changes.push({ type: 'line_added', ...refOf(now), quantity: now.line.quantity });
  return changes;
}

/** The rooms as a list of names, copies and line ids, so a rename or a moved line still shows. */
function roomsShape(snapshot: QuoteSnapshot) {
  return snapshot.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    copies: room.copies,
    lines: room.lines.map((line) => line.id),
  }));
}

/**
 * What differs between the quote the client signed and the one the server holds now, line by line
 * first, then the other parts, then the total; empty exactly when the two are equal (a last 'other'
 * catches any difference the named ones miss, so a signature never stands on an unequal quote).
 */
export function quoteChanges(signed: QuoteSnapshot, current: QuoteSnapshot): QuoteChange[] {
  if (sameJson(signed, current)) return [];
  const changes = lineChanges(signed, current);
  const parts: Record<(typeof quoteParts)[number], [unknown, unknown]> = {
    rooms: [roomsShape(signed), roomsShape(current)],
    packs: [signed.packs, current.packs],
    services: [signed.services, current.services],
    adjustment: [signed.adjustment, current.adjustment],
    vatRates: [signed.vatRates, current.vatRates],
    billing: [
      [signed.projectId, signed.billingType, signed.rentMonths],
      [current.projectId, current.billingType, current.rentMonths],
    ],
    quoteNumber: [signed.quoteNumber, current.quoteNumber],
  };
  for (const part of quoteParts) {
    const [was, now] = parts[part];
    if (!sameJson(was, now)) changes.push({ type: 'other', part });
  }
  if (!sameJson(signed.total, current.total))
    changes.push({ type: 'total', signed: signed.total, current: current.total });
  if (changes.length === 0) changes.push({ type: 'other', part: 'rooms' });
  return changes;
}

/** The changes of a 'quote/changed' refusal, or null when the text is not one. */
export function readQuoteChanges(detail: string): QuoteChange[] | null {
  try {
    const parsed = quoteChangedDetailSchema.safeParse(JSON.parse(detail));
    return parsed.success ? parsed.data.changes : null;
  } catch {
    return null;
  }
}
