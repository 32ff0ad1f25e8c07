import { createHash } from 'node:crypto';
import type { Random } from './sim-random';
import type { SimServer } from './sim-server';

export const faults = ['none', 'requestLost', 'responseLost', 'duplicate', 'delayed', 'restart'] as const;
export type Fault = (typeof faults)[number];

interface HeldRequest {
  device: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

/** A request a device sent and is waiting on: the network takes it when the scheduler says so. */
interface Exchange {
  request: HeldRequest;
  resolve(response: Response): void;
  reject(error: unknown): void;
}

export interface FaultStats {
  deliveries: number;
  byFault: Record<Fault, number>;
}

export interface Network {
  stats: FaultStats;
  /** Requests held back, delivered later than requests sent after them (reordering). */
  held: HeldRequest[];
  /** Requests sent by devices and not yet taken by the network. */
  waiting: Exchange[];
  faultsOn: boolean;
  /** One line per delivery to the server, in order: what replays exactly from a seed. */
  trace: string[];
  fetchFor(device: string): typeof fetch;
  /** Takes one waiting request (chosen by the seed) through a fault, and answers its device. */
  step(): Promise<void>;
  deliverHeld(): Promise<void>;
}

const digest = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 10);

function describeRequest(path: string, body: unknown): string {
  const request = body as { mutations?: { id: number }[]; cookie?: unknown };
  if (request.mutations) {
    const ids = request.mutations.map((m) => m.id);
    return ids.length === 0 ? 'no mutations' : `mutations ${ids[0]}..${ids.at(-1)}`;
  }
  return `${path.endsWith('/pull') ? 'cookie' : 'body'} ${JSON.stringify(request.cookie ?? null)}`;
}

/**
 * A `fetch` over `app.inject` that loses, duplicates, delays requests and restarts the server.
 * Nothing is delivered when sent: requests wait until the scheduler calls `step()`, so which device's
 * request the server sees first is drawn from the seed, never left to the event loop.
 */
export function createNetwork(server: SimServer, random: Random): Network {
  const stats: FaultStats = {
    deliveries: 0,
    byFault: { none: 0, requestLost: 0, responseLost: 0, duplicate: 0, delayed: 0, restart: 0 },
  };
  const held: HeldRequest[] = [];
  const waiting: Exchange[] = [];
  const trace: string[] = [];

  async function deliver({ device, path, authorization, body }: HeldRequest, fault: Fault) {
    stats.deliveries++;
    const response = await server.inject('POST', path, authorization, body);
    trace.push(
      `${device} ${fault} ${path.slice(path.lastIndexOf('/') + 1)} ${describeRequest(path, body)} ` +
        `-> ${response.status} ${digest(response.body)}`,
    );
    return response;
  }

  function chooseFault(): Fault {
    if (!network.faultsOn || random.chance(0.6)) return 'none';
    return random.pick(faults.slice(1)) ?? 'none';
  }

  async function transmit(request: HeldRequest): Promise<Response> {
    // An older held request overtakes nothing: it arrives after the ones sent since.
    if (network.faultsOn && held.length > 0 && random.chance(0.3))
      await deliver(held.splice(random.int(0, held.length - 1), 1)[0] as HeldRequest, 'delayed');
    const fault = chooseFault();
    stats.byFault[fault]++;
    const lost = (): never => {
      throw new TypeError('fetch failed');
    };
    switch (fault) {
      case 'requestLost':
        trace.push(`${request.device} requestLost ${describeRequest(request.path, request.body)}`);
        return lost();
      case 'delayed':
        held.push(request);
        return lost();
      case 'responseLost':
        await deliver(request, fault);
        return lost();
      case 'restart':
        // The server committed, then died before answering; a new instance takes over.
        await deliver(request, fault);
        await server.restart();
        return lost();
      case 'duplicate': {
        await deliver(request, fault);
        const second = await deliver(request, fault);
        return new Response(second.body, { status: second.status, headers: second.headers });
      }
      case 'none': {
        const response = await deliver(request, fault);
        return new Response(response.body, { status: response.status, headers: response.headers });
      }
      default:
        return fault satisfies never;
    }
  }

  const network: Network = {
    stats,
    held,
    waiting,
    faultsOn: true,
    trace,
    async deliverHeld() {
      while (held.length > 0) await deliver(held.shift() as HeldRequest, 'delayed');
    },
    async step() {
      const exchange = waiting.splice(random.int(0, waiting.length - 1), 1)[0];
      if (!exchange) return;
      try {
        exchange.resolve(await transmit(exchange.request));
      } catch (error) {
        exchange.reject(error);
      }
    },
    fetchFor(device) {
      return (input, init) => {
        const url = new URL(String(input));
        const headers = new Headers(init?.headers);
        const request: HeldRequest = {
          device,
          path: url.pathname,
          authorization: headers.get('authorization'),
          body: JSON.parse(String(init?.body)),
        };
        return new Promise<Response>((resolve, reject) => waiting.push({ request, resolve, reject }));
      };
    },
  };
  return network;
}
