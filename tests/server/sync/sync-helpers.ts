import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  protocolVersion,
  type Mutation,
  type PullResponse,
  type PushResponse,
} from '../../../src/domain/sync/protocol.schema';
import type { TestApp } from '../support/test-app';

export function newClientId(): string {
  return `client-${randomUUID()}`;
}

export function mutation(id: number, name: string, args: unknown): Mutation {
  return { id, name, args, createdAt: '2026-03-02T09:00:00.000Z' };
}

export async function pushRaw(env: TestApp, token: string, clientID: string, mutations: Mutation[]) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: env.as(token),
    payload: { clientID, protocolVersion, mutations },
  });
}

export async function push(
  env: TestApp,
  token: string,
  clientID: string,
  mutations: Mutation[],
): Promise<PushResponse> {
  const response = await pushRaw(env, token, clientID, mutations);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PushResponse>();
}

export async function pullRaw(
  env: TestApp,
  token: string,
  clientID: string,
  cookie: string | null,
  limit?: number,
) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/sync/pull',
    headers: env.as(token),
    payload: { clientID, protocolVersion, cookie, ...(limit === undefined ? {} : { limit }) },
  });
}

export async function pull(
  env: TestApp,
  token: string,
  clientID: string,
  cookie: string | null,
  limit?: number,
): Promise<PullResponse> {
  const response = await pullRaw(env, token, clientID, cookie, limit);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PullResponse>();
}

/** Pulls every page from `cookie`; returns the rows by entity and id (last write wins) and the final page. */
export async function pullAll(
  env: TestApp,
  token: string,
  clientID: string,
  cookie: string | null = null,
  limit?: number,
) {
  const rows = new Map<string, PullResponse['changes'][number]>();
  let page = await pull(env, token, clientID, cookie, limit);
  let pages = 1;
  for (const change of page.changes) rows.set(`${change.entity}/${change.id}`, change);
  while (page.more) {
    page = await pull(env, token, clientID, page.cookie, limit);
    pages++;
    for (const change of page.changes) rows.set(`${change.entity}/${change.id}`, change);
  }
  return { rows, last: page, pages };
}

export function live(rows: Map<string, PullResponse['changes'][number]>, entity: string) {
  return [...rows.values()].filter((row) => row.entity === entity && row.data !== null);
}
