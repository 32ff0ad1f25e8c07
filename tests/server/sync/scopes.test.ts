import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { live, newClientId, pullAll } from './sync-helpers';

let env: TestApp;
const scopes = new Map<string, Awaited<ReturnType<typeof pullAll>>['rows']>();
const ids = new Map<string, string>();

async function scopeOf(email: string) {
  const cached = scopes.get(email);
  if (cached !== undefined) return cached;
  const { rows } = await pullAll(env, await env.login(email), newClientId());
  scopes.set(email, rows);
  const self = live(rows, 'users').find((row) => row.data?.email === email);
  if (self !== undefined) ids.set(email, self.id);
  return rows;
}

beforeAll(async () => {
  env = await createTestApp();
});
afterAll(async () => env?.close());

describe('pull scopes', () => {
  it('a client agent sees its own projects only; its client admin sees the team’s', async () => {
    const agent = await scopeOf('b2b-agent@fitout.test');
    const admin = await scopeOf('b2b-admin@fitout.test');
    const agentId = ids.get('b2b-agent@fitout.test');
    const agentProjects = live(agent, 'projects');
    expect(agentProjects.length).toBeGreaterThan(0);
    expect(agentProjects.every((row) => row.data?.creatorId === agentId)).toBe(true);
    const adminProjects = live(admin, 'projects');
    expect(adminProjects.length).toBeGreaterThan(agentProjects.length);
    expect(new Set(adminProjects.map((row) => row.data?.creatorId)).size).toBe(2);
    // Rooms and lines follow their projects.
    const agentProjectIds = new Set(agentProjects.map((row) => row.id));
    expect(live(agent, 'rooms').every((row) => agentProjectIds.has(String(row.data?.projectId)))).toBe(true);
    expect(live(agent, 'purchaseOrderLines').length).toBeGreaterThan(0);
    expect(
      live(agent, 'purchaseOrderLines').every((row) => agentProjectIds.has(String(row.data?.projectId))),
    ).toBe(true);
    expect(live(agent, 'users').map((row) => row.data?.email)).toEqual(['b2b-agent@fitout.test']);
    expect(
      live(admin, 'users')
        .map((row) => row.data?.email)
        .sort(),
    ).toEqual(['b2b-admin@fitout.test', 'b2b-agent@fitout.test']);
  });

  it('clients of different companies never see each other’s projects', async () => {
    const b2c = live(await scopeOf('b2c@fitout.test'), 'projects');
    const b2b = live(await scopeOf('b2b-admin@fitout.test'), 'projects');
    expect(b2c.length).toBeGreaterThan(0);
    const b2bIds = new Set(b2b.map((row) => row.id));
    expect(b2c.some((row) => b2bIds.has(row.id))).toBe(false);
    expect(live(await scopeOf('b2c@fitout.test'), 'clients')).toHaveLength(1);
  });

  it('clients get the catalogue they may use; archived items and other clients’ modules arrive as tombstones', async () => {
    const b2b = await scopeOf('b2b-admin@fitout.test');
    const b2c = await scopeOf('b2c@fitout.test');
    const admin = await scopeOf('admin@fitout.test');
    expect(live(b2b, 'furniture').length).toBeGreaterThan(250);
    expect(live(b2b, 'furnitureCategories').length).toBeGreaterThan(5);
    expect(live(b2b, 'furnitureRanges').length).toBeGreaterThan(0);
    const archived = live(admin, 'furniture').filter((row) => row.data?.archived === true);
    expect(archived.length).toBeGreaterThan(0);
    for (const row of archived) expect(b2b.get(`furniture/${row.id}`)?.data).toBeNull();
    const moduleNames = (rows: typeof b2b) => live(rows, 'furnitureModules').map((row) => row.data?.name);
    expect(moduleNames(b2b)).toContain('Pack T2 Confort');
    expect(moduleNames(b2c)).toContain('Pack Studio');
    expect(moduleNames(b2c)).not.toContain('Pack T2 Confort');
  });

  it('a referrer agent sees its own leads only; the manager sees the referrer’s; nobody else sees leads', async () => {
    const agent = await scopeOf('br-agent@fitout.test');
    const manager = await scopeOf('br-manager@fitout.test');
    const agentId = ids.get('br-agent@fitout.test');
    const agentLeads = live(agent, 'leads');
    expect(agentLeads.length).toBe(4);
    expect(agentLeads.every((row) => row.data?.agentId === agentId)).toBe(true);
    expect(live(manager, 'leads').length).toBeGreaterThan(agentLeads.length);
    expect(live(agent, 'businessReferrers')).toHaveLength(1);
    expect(live(agent, 'projects')).toHaveLength(0);
    expect(live(agent, 'furniture')).toHaveLength(0);
    expect(live(await scopeOf('b2b-admin@fitout.test'), 'leads')).toHaveLength(0);
    const orphan = await scopeOf('br-orphan@fitout.test');
    expect([...orphan.values()].map((row) => row.entity)).toEqual(['users']);
  });

  it('user rows never carry secrets', async () => {
    for (const row of live(await scopeOf('admin@fitout.test'), 'users')) {
      expect(Object.keys(row.data ?? {}).some((key) => /password|hash|token/i.test(key))).toBe(false);
    }
  });
});
