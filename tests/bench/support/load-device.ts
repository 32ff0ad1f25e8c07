import { uuidv7 } from '../../../src/domain/ids';
import type { Mutation, PullResponse, PushResponse } from '../../../src/domain/sync/protocol.schema';
import { protocolVersion } from '../../../src/domain/sync/protocol.schema';

const PULL_EVERY_MS = 100;
/** A device pushes a batch of 1..MAX_BATCH changes about every PUSH_EVERY_MS (jittered). */
const PUSH_EVERY_MS = 1_000;
const MAX_BATCH = 5;
const PULL_LIMIT = 1_000;
/** A 503 (the server shedding load) is retried like the sync engine does, a bounded number of times. */
const MAX_RETRIES = 20;
const RETRY_STEP_MS = 50;

type Reply<T> = { status: number; body: T };

async function post<T>(
  baseURL: string,
  path: string,
  authorization: string,
  body: unknown,
): Promise<Reply<T>> {
  const response = await fetch(`${baseURL}/api/v1/sync/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Across all devices: every answered request's latency, the 503s retried, the requests moved to another server. */
export type LoadTally = {
  latencies: number[];
  retries: number;
  /** Requests whose server could not be reached or died before answering, sent again to the next. */
  failovers: { push: number; pull: number };
  /** Pushes sent and not yet answered, now: a test kills a server while one is under way. */
  pushesInFlight: number;
  /** Mutations a server answered `skipped`: delivered again after an answer that never came. */
  replayed: number;
};

export function emptyTally(): LoadTally {
  return { latencies: [], retries: 0, failovers: { push: 0, pull: 0 }, pushesInFlight: 0, replayed: 0 };
}

/** What one device had acknowledged, to compare with what the server holds at the end. */
export type DeviceLedger = {
  projectId: string;
  clientID: string;
  lastAckedId: number;
  /** The budget of the last acknowledged `projectUpdate` (each sets it to its own mutation id). */
  lastBudget: number | null;
  ackedRoomIds: string[];
};

export type LoadDevice = {
  ledger: DeviceLedger;
  run(deadline: number): Promise<void>;
  /** The server's last mutation id for this device's clientID (from one more pull). */
  serverLastMutationId(): Promise<number>;
};

/**
 * One device: its own session and clientID, a project of its own, a pull loop and a push loop. It
 * talks to `servers[0]`; when a request gets no answer (refused, or cut as its server dies) it sends
 * the same request to the next server, as a load balancer would once the instance is gone.
 */
export function createLoadDevice(
  servers: readonly string[],
  authorization: string,
  tally: LoadTally,
): LoadDevice {
  let serverIndex = 0;
  const ledger: DeviceLedger = {
    projectId: uuidv7(),
    clientID: uuidv7(),
    lastAckedId: 0,
    lastBudget: null,
    ackedRoomIds: [],
  };
  let cookie: string | null = null;

  async function request<T>(path: 'push' | 'pull', body: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      let reply: Reply<T>;
      // The pull and the push loops may both lose the same server: each moves past the one it tried.
      const tried = serverIndex;
      if (path === 'push') tally.pushesInFlight++;
      try {
        reply = await post<T>(servers[tried]!, path, authorization, body);
      } catch (error) {
        if (tried + 1 >= servers.length) throw error;
        serverIndex = Math.max(serverIndex, tried + 1);
        tally.failovers[path]++;
        continue;
      } finally {
        if (path === 'push') tally.pushesInFlight--;
      }
      tally.latencies.push(performance.now() - started);
      if (reply.status === 200) return reply.body;
      if (reply.status !== 503 || attempt >= MAX_RETRIES)
        throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      tally.retries++;
      await sleep(RETRY_STEP_MS * (attempt + 1));
    }
  }

  async function pull(): Promise<PullResponse> {
    const body = { clientID: ledger.clientID, protocolVersion, cookie, limit: PULL_LIMIT };
    const response = await request<PullResponse>('pull', body);
    cookie = response.cookie;
    return response;
  }

  async function push(mutations: Mutation[]): Promise<void> {
    const response = await request<PushResponse>('push', {
      clientID: ledger.clientID,
      protocolVersion,
      mutations,
    });
    for (const result of response.results) {
      // Skipped: applied by an earlier delivery whose answer never came (its server died), so done.
      if (result.status === 'skipped') tally.replayed++;
      else if (result.status !== 'applied') throw new Error(`mutation ${result.id} was ${result.status}`);
      const mutation = mutations.find((m) => m.id === result.id);
      if (mutation?.name === 'roomCreate') ledger.ackedRoomIds.push((mutation.args as { id: string }).id);
      if (mutation?.name === 'projectUpdate') ledger.lastBudget = mutation.id;
      ledger.lastAckedId = Math.max(ledger.lastAckedId, result.id);
    }
  }

  function batch(): Mutation[] {
    const createdAt = new Date().toISOString();
    const size = 1 + Math.floor(Math.random() * MAX_BATCH);
    return Array.from({ length: size }, (_, k) => {
      const id = ledger.lastAckedId + 1 + k;
      if (k === 0)
        return {
          id,
          name: 'projectUpdate',
          args: { id: ledger.projectId, patch: { clientBudgetCents: id } },
          createdAt,
        };
      const args = { id: uuidv7(), projectId: ledger.projectId, name: `Load room ${id}` };
      return { id, name: 'roomCreate', args, createdAt };
    });
  }

  async function pullLoop(deadline: number) {
    while (performance.now() < deadline) {
      const response = await pull();
      if (!response.more) await sleep(PULL_EVERY_MS);
    }
  }

  async function pushLoop(deadline: number) {
    // Devices start out of step, as real ones would.
    await sleep(Math.random() * PUSH_EVERY_MS);
    while (performance.now() < deadline) {
      await push(batch());
      await sleep(PUSH_EVERY_MS * (0.5 + Math.random()));
    }
  }

  return {
    ledger,
    async run(deadline) {
      const createdAt = new Date().toISOString();
      const create = {
        id: 1,
        name: 'projectCreate',
        args: { id: ledger.projectId, name: 'Load device' },
        createdAt,
      };
      await push([create]);
      await Promise.all([pullLoop(deadline), pushLoop(deadline)]);
    },
    async serverLastMutationId() {
      return (await pull()).lastMutationID;
    },
  };
}

/** Projects and rooms a user sees, from a full pull by a new client. */
export async function readScope(
  baseURL: string,
  authorization: string,
): Promise<{ budgets: Map<string, unknown>; rooms: Array<{ id: string; projectId: unknown }> }> {
  const clientID = `bench-check-${uuidv7()}`;
  const budgets = new Map<string, unknown>();
  const rooms: Array<{ id: string; projectId: unknown }> = [];
  let cookie: string | null = null;
  for (;;) {
    const request = { clientID, protocolVersion, cookie, limit: 10_000 };
    const reply: Reply<PullResponse> = await post<PullResponse>(baseURL, 'pull', authorization, request);
    const { status, body: response } = reply;
    if (status !== 200) throw new Error(`check pull answered ${status}`);
    for (const change of response.changes) {
      if (!change.data) continue;
      if (change.entity === 'projects') budgets.set(change.id, change.data.clientBudgetCents);
      if (change.entity === 'rooms') rooms.push({ id: change.id, projectId: change.data.projectId });
    }
    cookie = response.cookie;
    if (!response.more) return { budgets, rooms };
  }
}
