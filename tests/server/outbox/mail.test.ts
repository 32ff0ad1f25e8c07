import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { outboundMessages } from '../../../server/db/schema';
import { passwordResetMail } from '../../../server/integrations/mail/templates';
import { enqueueMessages } from '../../../server/outbox/enqueue';
import { demoIds } from '../../../server/seed/accounts';
import type { ProjectMessages } from '../../../src/domain/outbox/outbound-message.schema';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { createTestApp, testConfig, type TestApp } from '../support/test-app';

const retryBaseMs = 1000;
const maxAttempts = 3;

let smtp: FakeSmtp;
let env: TestApp;
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  config = testConfig({
    smtpUrl: smtp.url,
    outbox: loadConfig({
      OUTBOX_MAX_ATTEMPTS: String(maxAttempts),
      OUTBOX_RETRY_BASE_MS: String(retryBaseMs),
      OUTBOX_RETRY_MAX_MS: '60000',
    }).outbox,
  });
  env = await createTestApp({ seed: 'accounts', mailer: 'configured', config });
});
afterAll(async () => {
  await env.close();
  await smtp.close();
});
beforeEach(async () => {
  await env.reset();
  smtp.received.length = 0;
  smtp.refuseWith(null);
});

/** The words of public/locales/{language}/mail.json, as a translator fills them in. */
function catalogueText(language: 'en' | 'fr', key: string, values: Record<string, string>): string {
  const file = path.resolve(import.meta.dirname, `../../../public/locales/${language}/mail.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  const [group = '', part = ''] = key.split('.');
  const text = catalogue[group]?.[part];
  if (text === undefined) throw new Error(`no ${language} text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

function forgotPassword(email: string, language: string) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    headers: { 'accept-language': language },
  });
}

const linkPattern = /http:\/\/fitout\.test\/reset-password\/[A-Za-z0-9_-]+/;

async function mailRows() {
  return env.db.select().from(outboundMessages).where(eq(outboundMessages.target, 'mail'));
}

/** The debug route of the messages about no project (the mail), asked by `email`. */
async function debugRouteAs(email: string) {
  const token = await env.login(email);
  return env.app.inject({
    method: 'GET',
    url: '/api/v1/outbox/no-project/messages',
    headers: env.as(token),
  });
}

async function mailDebug(): Promise<ProjectMessages> {
  const response = await debugRouteAs('admin@fitout.test');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('mail through the outbox', () => {
  it('words the reset mail from the locale files, in the language it was asked in', async () => {
    for (const language of ['en', 'fr'] as const) {
      expect((await forgotPassword('b2c@fitout.test', `${language};q=0.9`)).statusCode).toBe(202);
      // Nothing is sent by the request itself: the outbox delivers.
      expect(smtp.received).toEqual([]);
      await env.deliverOutbox();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received.pop()!;
      const link = linkPattern.exec(mail.text)?.[0] ?? '';
      expect(link).not.toBe('');
      expect(mail).toEqual({
        from: 'no-reply@fitout.test',
        to: 'b2c@fitout.test',
        subject: catalogueText(language, 'password_reset.subject', {}),
        text: catalogueText(language, 'password_reset.text', { link }),
      });
      expect(mail.text).toContain(language === 'en' ? 'Hello,' : 'Bonjour,');
    }
  });

  it('words the invitation from the locale files, with the team name as written', async () => {
    const admin = await env.login('admin@fitout.test');
    const response = await env.app.inject({
      method: 'POST',
      url: '/api/v1/teams/invitations',
      headers: { ...env.as(admin), 'accept-language': 'fr' },
      payload: {
        team: { kind: 'client', clientId: demoIds.companyClient },
        email: 'nina@example.com',
        first_name: 'Nina',
        last_name: 'Roux',
        role: 'agent',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await env.deliverOutbox();
    const [mail] = smtp.received;
    const link = linkPattern.exec(mail?.text ?? '')?.[0] ?? '';
    expect(mail).toEqual({
      from: 'no-reply@fitout.test',
      to: 'nina@example.com',
      subject: catalogueText('fr', 'invitation.subject', { team: 'Atelier Lumière' }),
      text: catalogueText('fr', 'invitation.text', { team: 'Atelier Lumière', link }),
    });
  });

  it("is queued in the caller's transaction: rolled back, no mail", async () => {
    const now = env.clock.now();
    await expect(
      env.db.transaction(async (tx) => {
        await enqueueMessages(tx, [passwordResetMail('en', 'b2c@fitout.test', 'http://fitout.test/x')], now);
        expect(await tx.select().from(outboundMessages)).toHaveLength(1);
        throw new Error('the change that caused the mail failed');
      }),
    ).rejects.toThrow('the change that caused the mail failed');
    expect(await mailRows()).toEqual([]);
    await env.deliverOutbox();
    expect(smtp.received).toEqual([]);
  });

  it('is tried again with backoff while the mail server asks to wait, then sent once', async () => {
    smtp.refuseWith(451);
    await forgotPassword('b2c@fitout.test', 'en');
    expect(await env.app.outbox.runOnce()).toBe(1);
    const [first] = await mailRows();
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    // Equal jitter: the first wait is between half the base and the base.
    const firstWait = first!.nextTryAt.getTime() - env.clock.now().getTime();
    expect(firstWait).toBeGreaterThanOrEqual(retryBaseMs / 2);
    expect(firstWait).toBeLessThanOrEqual(retryBaseMs);
    // Not before its time.
    expect(await env.app.outbox.runOnce()).toBe(0);
    env.clock.advance(firstWait);
    expect(await env.app.outbox.runOnce()).toBe(1);
    const [second] = await mailRows();
    const secondWait = second!.nextTryAt.getTime() - env.clock.now().getTime();
    expect(second).toMatchObject({ state: 'pending', attempts: 2 });
    expect(secondWait).toBeGreaterThanOrEqual(retryBaseMs);
    expect(secondWait).toBeLessThanOrEqual(2 * retryBaseMs);
    expect(smtp.refused).toBeGreaterThanOrEqual(2);

    smtp.refuseWith(null);
    env.clock.advance(secondWait);
    await env.deliverOutbox();
    expect(smtp.received.map((mail) => mail.to)).toEqual(['b2c@fitout.test']);
    expect(await mailRows()).toEqual([
      expect.objectContaining({ state: 'delivered', attempts: 3, lastError: null }),
    ]);
  });

  it('becomes a dead letter after the last try, shown on the debug route, and an admin can send it again', async () => {
    smtp.refuseWith(451);
    await forgotPassword('b2c@fitout.test', 'en');
    for (let round = 0; round < maxAttempts + 2; round++) {
      await env.deliverOutbox();
      env.clock.advance(60_000);
    }
    const debug = await mailDebug();
    expect(debug.configured.mail).toBe(true);
    expect(debug.messages).toEqual([
      expect.objectContaining({
        target: 'mail',
        kind: 'mail.passwordReset',
        state: 'dead',
        attempts: maxAttempts,
        maxAttempts,
        lastError: expect.stringContaining('451'),
        nextTryAt: null,
      }),
    ]);
    const admin = await env.login('admin@fitout.test');
    const failing = await env.app.inject({
      method: 'GET',
      url: '/api/v1/outbox/failing',
      headers: env.as(admin),
    });
    expect(failing.json()).toEqual({
      dead: 1,
      retrying: 0,
      projects: [{ projectId: null, name: null, dead: 1, retrying: 0 }],
    });
    expect(smtp.received).toEqual([]);

    smtp.refuseWith(null);
    const retried = await env.app.inject({
      method: 'POST',
      url: `/api/v1/outbox/messages/${debug.messages[0]!.id}/retry`,
      headers: env.as(admin),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await env.deliverOutbox();
    expect(smtp.received.map((mail) => mail.to)).toEqual(['b2c@fitout.test']);
    expect((await mailDebug()).messages).toEqual([expect.objectContaining({ state: 'delivered' })]);
  });

  it('goes to the dead letters at once when the mail server refuses it for good (5xx)', async () => {
    smtp.refuseWith(550);
    await forgotPassword('b2c@fitout.test', 'en');
    await env.deliverOutbox();
    expect((await mailDebug()).messages).toEqual([
      expect.objectContaining({ state: 'dead', attempts: 1, lastError: expect.stringContaining('550') }),
    ]);
  });

  it('shows the mail only to admins', async () => {
    expect((await debugRouteAs('b2b-admin@fitout.test')).statusCode).toBe(403);
  });
});

describe('two server instances on one database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ config, db: env.db, clock: env.clock.clock, logger: false });
    await second.ready();
  });
  afterAll(async () => second.close());

  it('send each queued mail exactly once between them', async () => {
    const count = 120;
    const recipients = Array.from({ length: count }, (_, i) => `member-${i}@example.com`);
    await env.db.transaction((tx) =>
      enqueueMessages(
        tx,
        recipients.map((to) => passwordResetMail('fr', to, 'http://fitout.test/reset-password/x')),
        env.clock.now(),
      ),
    );
    const sent = [0, 0];
    // Both claim in rounds at once, as two processes would, until nothing is left.
    await Promise.all(
      [env.app, second].map(async (app, index) => {
        for (let claimed = -1; claimed !== 0;) {
          claimed = await app.outbox.runOnce();
          sent[index]! += claimed;
        }
      }),
    );
    const received = smtp.received.map((mail) => mail.to).sort();
    expect(received).toEqual([...recipients].sort());
    expect(sent[0]! + sent[1]!).toBe(count);
    expect(sent[0]).toBeGreaterThan(0);
    expect(sent[1]).toBeGreaterThan(0);
    expect((await mailRows()).every((row) => row.state === 'delivered')).toBe(true);
  });
});

describe('migration 0010, from the mail outbox of before', () => {
  it('moves the mail not yet sent into the outbox, given-up mail as dead letters, and drops the table', async () => {
    const migrations = path.resolve(import.meta.dirname, '../../../server/db/migrations');
    const read = (file: string) => readFileSync(path.join(migrations, file), 'utf8');
    // The table as migration 0000 made it, with the rows the old outbox could hold.
    const [create] = read('0000_shallow_mister_fear.sql')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('CREATE TABLE "mail_outbox"'));
    await env.db.execute(sql.raw(create!));
    const mailOutbox = (id: number) => `0190a0b0-0000-7000-8000-${String(id).padStart(12, '0')}`;
    await env.db.execute(sql`
      insert into mail_outbox (id, "to", subject, text, created_at, sent_at, attempts, last_error) values
        (${mailOutbox(1)}, 'nina@example.com', 'Fitout : vous êtes invité à rejoindre Atelier Lumière', 'Bonjour', '2026-03-01T08:00:00Z', null, 2, 'connect ECONNREFUSED'),
        (${mailOutbox(2)}, 'b2c@fitout.test', 'Fitout: reset your password', 'Hello', '2026-03-01T08:01:00Z', null, 8, '451 try later'),
        (${mailOutbox(3)}, 'old@example.com', 'Fitout: reset your password', 'Hello', '2026-02-01T08:00:00Z', '2026-02-01T08:00:05Z', 1, null)`);

    for (const statement of read('0009_mail_through_outbox.sql').split('--> statement-breakpoint')) {
      await env.db.execute(sql.raw(statement));
    }

    const rows = await env.db.select().from(outboundMessages).orderBy(outboundMessages.seq);
    expect(rows).toEqual([
      expect.objectContaining({
        id: mailOutbox(1),
        target: 'mail',
        kind: 'mail.invitation',
        projectId: null,
        state: 'pending',
        attempts: 2,
        lastError: 'connect ECONNREFUSED',
        payload: {
          to: 'nina@example.com',
          subject: 'Fitout : vous êtes invité à rejoindre Atelier Lumière',
          text: 'Bonjour',
        },
      }),
      expect.objectContaining({ id: mailOutbox(2), kind: 'mail.passwordReset', state: 'dead', attempts: 8 }),
    ]);
    await expect(env.db.execute(sql`select 1 from mail_outbox`)).rejects.toThrow(/mail_outbox/);
    // The moved mail goes out through the outbox like any other, due from the migration's time
    // (the database's clock, not the test's).
    env.clock.set(new Date(Date.now() + 1000));
    await env.deliverOutbox();
    expect(smtp.received).toEqual([expect.objectContaining({ to: 'nina@example.com', text: 'Bonjour' })]);
  });
});
