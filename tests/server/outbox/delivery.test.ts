import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboundMessages } from '../../../server/db/schema';
import type { ProjectMessages } from '../../../src/domain/outbox/outbound-message.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatNotice, enqueue, erpOrder, outboxConfig, startFakes, type Fakes } from './outbox-fixtures';

let fakes: Fakes;
let env: TestApp;
let admin: string;

beforeAll(async () => {
  fakes = await startFakes();
  env = await createTestApp({
    seed: 'accounts',
    config: { outbox: outboxConfig(fakes, { OUTBOX_MAX_ATTEMPTS: '4' }) },
  });
});
afterAll(async () => {
  await env.close();
  await fakes.close();
});
beforeEach(async () => {
  await env.reset();
  admin = await env.login('admin@fitout.test');
});

const projectId = (n: number) => `0190a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Claims until nothing is due, moving the clock past every backoff (at most 200 ms here) between rounds. */
async function rounds(count: number) {
  for (let i = 0; i < count; i++) {
    while ((await env.app.outbox.runOnce()) > 0);
    env.clock.advance(1000);
  }
}

async function messagesOf(project: string): Promise<ProjectMessages> {
  const response = await env.app.inject({
    method: 'GET',
    url: `/api/v1/outbox/projects/${project}/messages`,
    headers: env.as(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function failing() {
  const response = await env.app.inject({
    method: 'GET',
    url: '/api/v1/outbox/failing',
    headers: env.as(admin),
  });
  const { dead, retrying } = response.json<{ dead: number; retrying: number }>();
  return { dead, retrying };
}

describe('the outbox', () => {
  it('delivers every message exactly once when the ERP is down for a while and then back', async () => {
    const projects = Array.from({ length: 30 }, (_, i) => projectId(i + 1));
    const ids = await enqueue(
      env,
      projects.map((p) => ({
        kind: 'erp.registerOrder',
        projectId: p,
        orderingKey: `erp:${p}`,
        payload: erpOrder(p),
      })),
    );
    fakes.odoo.setDown(true);
    await rounds(2);
    const waiting = await messagesOf(projects[0]!);
    expect(waiting.messages).toEqual([
      expect.objectContaining({
        id: ids[0],
        target: 'erp',
        kind: 'erp.registerOrder',
        state: 'pending',
        attempts: 2,
        maxAttempts: 4,
        lastError: expect.stringContaining('503'),
        nextTryAt: expect.any(String),
        deliveredAt: null,
      }),
    ]);
    expect(await failing()).toEqual({ dead: 0, retrying: 30 });

    fakes.odoo.setDown(false);
    await rounds(1);
    expect(fakes.odoo.created.counts.size).toBe(30);
    expect(fakes.odoo.created.doubles()).toEqual([]);
    expect([...fakes.odoo.created.counts.keys()].sort()).toEqual([...ids].sort());
    const rows = await env.db.select().from(outboundMessages);
    expect(rows.every((row) => row.state === 'delivered' && row.lastError === null)).toBe(true);
    expect(await failing()).toEqual({ dead: 0, retrying: 0 });
  });

  it('keeps a message as a dead letter after its last try, and delivers it once when an admin retries it', async () => {
    const project = projectId(99);
    fakes.chat.setDown(true);
    const [id] = await enqueue(env, [chatNotice(project, 'Forced validation of Loft Rivoli')]);
    await rounds(6);
    expect((await messagesOf(project)).messages[0]).toMatchObject({
      state: 'dead',
      attempts: 4,
      nextTryAt: null,
    });
    expect(await failing()).toEqual({ dead: 1, retrying: 0 });
    const perProject = await env.app.inject({
      method: 'GET',
      url: '/api/v1/outbox/failing',
      headers: env.as(admin),
    });
    // No project row holds that id here: the dashboard links it by id, without a name.
    expect(perProject.json().projects).toEqual([{ projectId: project, name: null, dead: 1, retrying: 0 }]);

    fakes.chat.setDown(false);
    await rounds(1);
    expect(fakes.chat.keys.counts.get(id!)).toBeUndefined();
    const retried = await env.app.inject({
      method: 'POST',
      url: `/api/v1/outbox/messages/${id}/retry`,
      headers: env.as(admin),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id, state: 'pending', attempts: 0 });
    await rounds(1);
    expect(fakes.chat.keys.counts.get(id!)).toBe(1);
    expect((await messagesOf(project)).messages[0]).toMatchObject({
      state: 'delivered',
      deliveredAt: expect.any(String),
    });
    expect(await failing()).toEqual({ dead: 0, retrying: 0 });
  });

  it('retries only dead letters, and only for admins', async () => {
    const [id] = await enqueue(env, [chatNotice(projectId(98), 'hello')]);
    const retry = (token: string, messageId: string) =>
      env.app.inject({
        method: 'POST',
        url: `/api/v1/outbox/messages/${messageId}/retry`,
        headers: env.as(token),
      });
    expect((await retry(admin, id!)).statusCode).toBe(409);
    expect(await retry(admin, projectId(12345)).then((r) => r.statusCode)).toBe(404);
    const agent = await env.login('b2b-admin@fitout.test');
    expect((await retry(agent, id!)).statusCode).toBe(403);
    const read = await env.app.inject({
      method: 'GET',
      url: `/api/v1/outbox/projects/${projectId(98)}/messages`,
      headers: env.as(agent),
    });
    expect(read.statusCode).toBe(403);
    expect(
      (await env.app.inject({ method: 'GET', url: '/api/v1/outbox/failing', headers: env.as(agent) }))
        .statusCode,
    ).toBe(403);
  });

  it("upserts the project's Airtable card by operation number, waiting when Airtable answers 429", async () => {
    const project = projectId(50);
    const card = (status: string) => ({
      kind: 'airtable.upsertProject' as const,
      projectId: project,
      orderingKey: `airtable:${project}`,
      payload: { operationNumber: 'OP-2026-050', fields: { Name: 'Loft Rivoli', Status: status } },
    });
    fakes.airtable.throttleNext(1);
    const [first] = await enqueue(env, [card('validated')]);
    await env.app.outbox.runOnce();
    const [row] = await env.db.select().from(outboundMessages).where(eq(outboundMessages.id, first!));
    // Waiting as asked (Retry-After: 1) is not a failed try.
    expect(row).toMatchObject({ state: 'pending', attempts: 0, lastError: expect.stringContaining('429') });
    expect(row!.nextTryAt.getTime() - env.clock.now().getTime()).toBe(1000);
    // The sender also keeps Airtable's wait on the wall clock: rounds until the card is through.
    await expect
      .poll(
        async () => {
          await rounds(1);
          return fakes.airtable.upserts.counts.get(first!) ?? 0;
        },
        { message: 'upserts of the card after the wait Airtable asked for' },
      )
      .toBe(1);
    await enqueue(env, [card('regenerated')]);
    await rounds(1);
    expect(fakes.airtable.records().filter((r) => r['Operation number'] === 'OP-2026-050')).toEqual([
      { 'Operation number': 'OP-2026-050', Name: 'Loft Rivoli', Status: 'regenerated' },
    ]);
    expect(fakes.airtable.upserts.doubles()).toEqual([]);
  });

  it('stays within Airtable’s 5 requests per second', async () => {
    const ids = await enqueue(
      env,
      Array.from({ length: 12 }, (_, i) => ({
        kind: 'airtable.upsertProject' as const,
        projectId: projectId(200 + i),
        payload: { operationNumber: `OP-${i}`, fields: { Name: `Project ${i}` } },
      })),
    );
    const started = Date.now();
    // How the calls are spaced is the limiter's test (airtable-rate-limiter.test.ts, on a fake clock).
    // Here: all twelve reach Airtable once; a busy machine may bunch two calls on their way and
    // draw a 429, which is waited out, not a failure.
    await expect
      .poll(
        async () => {
          await rounds(1);
          return ids.filter((id) => !fakes.airtable.upserts.counts.has(id));
        },
        { message: 'cards not upserted yet' },
      )
      .toEqual([]);
    expect(fakes.airtable.upserts.doubles()).toEqual([]);
    // A floor, not a figure: twelve calls at five a second cannot all start within two seconds,
    // however fast the machine; load only adds to it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(await failing()).toEqual({ dead: 0, retrying: 0 });
  });

  it('posts chat notices as a Slack-compatible webhook body', async () => {
    const posted = fakes.chat.posts.length;
    await enqueue(env, [
      {
        kind: 'chat.notice',
        projectId: projectId(60),
        payload: {
          text: 'Forced validation',
          blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Forced validation' } }],
        },
      },
    ]);
    await rounds(1);
    expect(fakes.chat.posts.slice(posted)).toEqual([
      {
        text: 'Forced validation',
        blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'Forced validation' } }],
      },
    ]);
  });
});

describe('an outbox with no outside system configured', () => {
  it('starts without error and keeps the messages queued and visible', async () => {
    const bare = await createTestApp({ seed: 'accounts' });
    try {
      const token = await bare.login('admin@fitout.test');
      const project = projectId(7);
      await enqueue(bare, [
        { kind: 'erp.registerOrder', projectId: project, payload: erpOrder(project) },
        chatNotice(project, 'hello'),
      ]);
      bare.app.outbox.start();
      expect(await bare.app.outbox.runOnce()).toBe(0);
      const response = await bare.app.inject({
        method: 'GET',
        url: `/api/v1/outbox/projects/${project}/messages`,
        headers: bare.as(token),
      });
      expect(bare.app.erpSchedule).toBeNull();
      const stock = await bare.app.inject({
        method: 'POST',
        url: `/api/v1/erp/projects/${project}/refresh`,
        headers: bare.as(token),
      });
      expect(stock.statusCode).toBe(503);
      expect(stock.json()).toMatchObject({ code: 'erp/not_configured' });
      expect(response.json()).toMatchObject({
        configured: { erp: false, airtable: false, chat: false },
        messages: [
          { kind: 'erp.registerOrder', state: 'pending', attempts: 0, lastError: null },
          { kind: 'chat.notice', state: 'pending', attempts: 0, lastError: null },
        ],
      });
    } finally {
      await bare.close();
    }
    // A second app with its own embedded database, started inside the test.
  }, 120_000);
});
