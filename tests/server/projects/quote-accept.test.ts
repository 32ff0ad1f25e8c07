import { describe, expect, it } from 'vitest';
import type { EntityName, EntityRow } from '../../../src/domain/entities/registry';
import { uuidv7 } from '../../../src/domain/ids';
import { buildQuoteSnapshot } from '../../../src/domain/quotes/build-snapshot';
import type { QuoteSnapshot } from '../../../src/domain/quotes/quote-snapshot.schema';
import { readQuoteChanges } from '../../../src/domain/quotes/snapshot-diff';
import { quoteSnapshotHash } from '../../../src/domain/quotes/snapshot-hash';
import { tinyPng } from '../support/stored-acceptance';
import { live, newClientId, pullAll } from '../sync/sync-helpers';
import {
  applied,
  emails,
  officeSuite,
  projectIn,
  refused,
  stored,
  storedWhere,
  userDevice,
} from './office-helpers';

/*
 * The client accepts its quote by signing what its device shows; the server keeps the signature only
 * when its own quote is the same, with its time, and refuses it with the changes otherwise.
 */
const suite = officeSuite();

/** The quote as the agent's device reads it: rebuilt from what the agent pulls, as the screen does. */
async function deviceSnapshot(projectId: string): Promise<QuoteSnapshot> {
  const { rows } = await pullAll(suite.env, await suite.env.login(emails.clientAgent), newClientId());
  const rowsOf = <E extends EntityName>(entity: E) =>
    live(rows, entity).map((row) => row.data as EntityRow<E>);
  const project = rowsOf('projects').find((row) => row.id === projectId)!;
  return buildQuoteSnapshot({
    project,
    client: rowsOf('clients').find((row) => row.id === project.clientId),
    rooms: rowsOf('rooms').filter((row) => row.projectId === projectId),
    lines: rowsOf('purchaseOrderLines').filter((row) => row.projectId === projectId),
    serviceRates: rowsOf('serviceRates'),
    rentMonths: suite.env.app.config.rentMonths,
  });
}

function signArgs(projectId: string, snapshot: QuoteSnapshot) {
  return {
    id: uuidv7(),
    projectId,
    snapshot,
    signerName: 'Camille Martin',
    signaturePng: tinyPng,
    signedAt: '2026-03-02T08:59:00.000Z',
  };
}

describe('quoteAccept', () => {
  it('keeps the signature of the quote the server holds, with the server time, and accepts the quote', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const snapshot = await deviceSnapshot(projectId);
    expect(snapshot.quoteNumber).toBe('Q-2026-0001');
    expect(snapshot.total.inclVatCents).toBeGreaterThan(0);
    const args = signArgs(projectId, snapshot);
    suite.env.clock.advance(60_000);
    expect(await suite.agent.push('quoteAccept', args)).toMatchObject(applied);

    const kept = await stored(suite.env, 'quoteAcceptances', args.id);
    expect(kept).toMatchObject({
      projectId,
      quoteNumber: 'Q-2026-0001',
      signerName: 'Camille Martin',
      signaturePng: tinyPng,
      deviceSignedAt: args.signedAt,
      serverSignedAt: '2026-03-02T09:01:00.000Z',
      snapshot,
    });
    // Anyone can check the proof: the stored hash is the hash of the stored snapshot.
    expect(kept!.hash).toBe(await quoteSnapshotHash(kept!.snapshot));
    expect(kept!.hash).toBe(await quoteSnapshotHash(snapshot));
    expect((await stored(suite.env, 'projects', projectId))?.status).toBe('validation');
    // The office and the client's devices receive it; the pull carries it as stored.
    const { rows } = await pullAll(suite.env, suite.admin.token, newClientId());
    expect(live(rows, 'quoteAcceptances').map((row) => row.data)).toEqual([kept]);
  });

  it('refuses a signature on a quote the office changed since, and says what changed', async () => {
    const { projectId, lineIds } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const snapshot = await deviceSnapshot(projectId);
    // While the client reads the quote offline, the office changes a line's price.
    const line = await stored(suite.env, 'purchaseOrderLines', lineIds[0]!);
    expect(
      await suite.admin.push('lineUpdateOffice', {
        id: line!.id,
        unitPriceCents: line!.unitPriceCents + 10_000,
      }),
    ).toMatchObject(applied);
    const result = await suite.agent.push('quoteAccept', signArgs(projectId, snapshot));
    expect(result).toMatchObject(refused('quote/changed'));
    const changes = readQuoteChanges(result.status === 'rejected' ? result.error.detail : '');
    // Rooms made in the same millisecond may sort either way (by position, then id): find the line.
    const signedLine = snapshot.rooms.flatMap((room) => room.lines).find((signed) => signed.id === line!.id)!;
    expect(changes).toEqual([
      expect.objectContaining({ type: 'price', room: 'Pièce 1', signed: signedLine.unit }),
      expect.objectContaining({ type: 'other', part: 'vatRates' }),
      expect.objectContaining({ type: 'total', signed: snapshot.total }),
    ]);
    expect(await storedWhere(suite.env, 'quoteAcceptances', 'projectId', projectId)).toEqual([]);
    expect((await stored(suite.env, 'projects', projectId))?.status).toBe('quotation');

    // Signed again on the new version, it is kept.
    expect(
      await suite.agent.push('quoteAccept', signArgs(projectId, await deviceSnapshot(projectId))),
    ).toMatchObject(applied);
  });

  it('lists a line added and a quantity changed', async () => {
    const { projectId, roomIds, lineIds } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const snapshot = await deviceSnapshot(projectId);
    const { admin } = suite;
    expect(await admin.push('lineUpdateQuantity', { id: lineIds[1]!, quantity: 7 })).toMatchObject(applied);
    const addedId = uuidv7();
    const furnitureId = suite.furniture[0]!.id;
    expect(
      await admin.push('lineAdd', { id: addedId, roomId: roomIds[1]!, furnitureId, quantity: 3 }),
    ).toMatchObject(applied);
    const result = await suite.agent.push('quoteAccept', signArgs(projectId, snapshot));
    const changes = readQuoteChanges(result.status === 'rejected' ? result.error.detail : '') ?? [];
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          type: 'quantity',
          room: 'Pièce 1',
          furnitureId: expect.any(String),
          moduleId: null,
          signed: 2,
          current: 7,
        },
        { type: 'line_added', room: 'Pièce 2', furnitureId, moduleId: null, quantity: 3 },
        expect.objectContaining({ type: 'total' }),
      ]),
    );
  });

  it('is the client’s own: the office, another client and a referrer cannot sign', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const snapshot = await deviceSnapshot(projectId);
    const others = [
      [suite.admin, 'auth/forbidden'],
      [await userDevice(suite.env, 'b2c@fitout.test'), 'not_found'],
      [await userDevice(suite.env, emails.referrer), 'not_found'],
    ] as const;
    for (const [device, code] of others)
      expect(await device.push('quoteAccept', signArgs(projectId, snapshot))).toMatchObject(refused(code));
    // A quote not yet quoted (still in the office's hands) cannot be signed either.
    const { projectId: draftId } = await projectIn(suite.devices(), suite.furniture, 'draft');
    expect(
      await suite.agent.push('quoteAccept', signArgs(draftId, { ...snapshot, projectId: draftId })),
    ).toMatchObject(refused('conflict'));
    expect(await storedWhere(suite.env, 'quoteAcceptances', 'projectId', projectId)).toEqual([]);
  });

  it('refuses a signature that is not a PNG or has no name, as a field error', async () => {
    const { projectId } = await projectIn(suite.devices(), suite.furniture, 'quotation');
    const snapshot = await deviceSnapshot(projectId);
    expect(
      await suite.agent.push('quoteAccept', {
        ...signArgs(projectId, snapshot),
        signaturePng: 'data:text/html,<b>',
      }),
    ).toMatchObject(refused('validation'));
    expect(
      await suite.agent.push('quoteAccept', { ...signArgs(projectId, snapshot), signerName: '   ' }),
    ).toMatchObject(refused('validation'));
  });
});
