import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { projectSchema, type Project } from '../../../src/domain/entities/project.schema';
import type { PurchaseOrderLine } from '../../../src/domain/entities/purchase-order-line.schema';
import type { Room } from '../../../src/domain/entities/room.schema';
import { uuidv7 } from '../../../src/domain/ids';
import { protocolVersion, type PushResponse } from '../../../src/domain/sync/protocol.schema';
import { buildApp } from '../../../server/app';
import { findUserByEmail } from '../../../server/auth/users';
import { loadConfig } from '../../../server/config';
import { createDatabase, type Db } from '../../../server/db/client';
import { furniture as furnitureTable } from '../../../server/db/schema';
import { nextVersion } from '../../../server/db/versions';
import { seedDemo } from '../../../server/seed';
import { insertSyncedRows } from '../../../server/sync/bulk-insert';
import { percentile } from '../support/percentile';
import { apiToken } from '../support/session';
import { round } from '../stats';
import type { BenchContext, Benchmark, Figure } from '../types';

const LINES = 1000;
const LINES_PER_ROOM = 25;
/** One project per sample: a project is validated once. The first ones warm the code up. */
const WARM_UP = 3;
const SAMPLES = 20;
const TARGET_P95_MS = 500;

/** Projects of `lineCount` lines each, accepted by the client (status validation), straight into the tables. */
async function seedAcceptedProjects(db: Db, count: number, lineCount: number): Promise<string[]> {
  const owner = await findUserByEmail(db, 'b2b-admin@fitout.test');
  if (!owner?.clientId) throw new Error('the demo B2B admin is missing');
  const catalogue = await db
    .select({ id: furnitureTable.id, data: furnitureTable.data })
    .from(furnitureTable);
  const stamp = new Date().toISOString();
  const base = { createdAt: stamp, updatedAt: stamp };
  const projects: Project[] = [];
  const rooms: Room[] = [];
  const lines: PurchaseOrderLine[] = [];
  for (let p = 0; p < count; p++) {
    const project = projectSchema.parse({
      ...base,
      id: uuidv7(),
      name: `Validation ${p + 1} (${lineCount} lignes)`,
      clientId: owner.clientId,
      creatorId: owner.id,
      projectType: 'T5',
      status: 'validation',
      clientStatus: 'done',
      submittedAt: stamp,
      // What validating a company's project needs (src/domain/projects/general-requirements.ts).
      operationNumber: `OP-BENCH-${p + 1}`,
      airtableLink: `https://airtable.com/appFitout/tblOperations/recBench${p + 1}`,
    });
    projects.push(project);
    for (let index = 0; index < lineCount; index++) {
      if (index % LINES_PER_ROOM === 0)
        rooms.push({
          ...base,
          id: uuidv7(),
          projectId: project.id,
          name: `Pièce ${index / LINES_PER_ROOM + 1}`,
          multiplier: 1,
          position: index / LINES_PER_ROOM,
        });
      const item = catalogue[(p * 7 + index) % catalogue.length]!;
      lines.push({
        ...base,
        id: uuidv7(),
        projectId: project.id,
        roomId: rooms.at(-1)!.id,
        furnitureId: item.id,
        moduleId: null,
        quantity: 1 + (index % 3),
        unitPriceCents: item.data.priceExclVatCents,
        vatRateBp: 2000,
        notes: '',
        problem: '',
        replacementFurnitureId: null,
        availability: 'available_in_warehouse',
        availabilityDate: null,
        availableQuantity: null,
        problemStatus: 'none',
        position: index % LINES_PER_ROOM,
        unavailability: null,
        packId: null,
      });
    }
  }
  await db.transaction(async (tx) => {
    const version = await nextVersion(tx);
    await insertSyncedRows(tx, 'projects', projects, version);
    await insertSyncedRows(tx, 'rooms', rooms, version);
    await insertSyncedRows(tx, 'purchaseOrderLines', lines, version);
  });
  return projects.map((project) => project.id);
}

/** One validation as the office's device pushes it; its time is the push's round trip. */
async function validate(baseURL: string, authorization: string, projectId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/v1/sync/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({
      clientID: `bench-validate-${uuidv7()}`,
      protocolVersion,
      mutations: [
        {
          id: 1,
          name: 'projectValidate',
          args: { id: projectId, mode: 'normal', purchaseOrderId: uuidv7(), interventionId: uuidv7() },
          createdAt: new Date().toISOString(),
        },
      ],
    }),
  });
  const elapsed = performance.now() - started;
  const body = (await response.json()) as PushResponse;
  if (response.status !== 200 || body.results[0]?.status !== 'applied')
    throw new Error(`validation answered ${response.status}: ${JSON.stringify(body)}`);
  return elapsed;
}

/**
 * `npm run bench -- server.validate`: the office validates a 1,000-line project into its purchase
 * order, the verification intervention and a card per line, through the real push over HTTP, on
 * PGlite in this process (as the server runs it). p95 over SAMPLES projects, after a warm-up.
 */
async function measure(ctx: BenchContext): Promise<Figure[]> {
  const lineCount = ctx.sized(LINES, 50);
  const sampleCount = ctx.sized(SAMPLES, 2);
  const config = loadConfig({
    DATA_DIR: join(ctx.scratchDir, 'validate-pglite'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    STATIC_DIR: '/nonexistent',
  });
  const database = await createDatabase(config);
  try {
    await database.migrate();
    await seedDemo(database.db);
    const projectIds = await seedAcceptedProjects(database.db, WARM_UP + sampleCount, lineCount);
    const app = await buildApp({ config, db: database.db, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const authorization = await apiToken(baseURL, 'admin@fitout.test');
      const timings: number[] = [];
      for (const [index, projectId] of projectIds.entries()) {
        const ms = await validate(baseURL, authorization, projectId);
        if (index >= WARM_UP) timings.push(ms);
      }
      const p95 = percentile(timings, 95);
      ctx.log(`server.validate: ${sampleCount} validations of ${lineCount} lines, p95 ${round(p95, 0)} ms`);
      return [
        {
          name: 'server.validate_ms',
          value: round(p95, 0),
          unit: 'ms',
          target: { max: TARGET_P95_MS },
          details: {
            lines: lineCount,
            samples: sampleCount,
            p50_ms: round(percentile(timings, 50), 0),
            max_ms: round(Math.max(...timings), 0),
            database: 'pglite',
          },
        },
      ];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export const serverValidate: Benchmark = { name: 'server.validate', run: measure };
