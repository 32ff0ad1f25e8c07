import type { Random } from './sim-random';
import type { SimServer } from './sim-server';

export const faults = ['none', 'requestLost', 'responseLost', 'duplicate', 'delayed', 'restart'] as const;
export type Fault = (typeof faults)[number];

interface HeldRequest {
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FaultStats {
  deliveries: number;
  byFault: Record<Fault, number>;
}

export interface Network {
  stats: FaultStats;
  /** Requests held back, delivered later than requests sent after them (reordering). */
  held: HeldRequest[];
  faultsOn: boolean;
  fetchFor(): typeof fetch;
  deliverHeld(): Promise<void>;
}

/** A `fetch` over `app.inject` that loses, duplicates, delays requests and restarts the server. */
export function createNetwork(server: SimServer, random: Random): Network {
  const stats: FaultStats = {
    deliveries: 0,
    byFault: { none: 0, requestLost: 0, responseLost: 0, duplicate: 0, delayed: 0, restart: 0 },
  };
  const held: HeldRequest[] = [];

  async function deliver({ path, authorization, body }: HeldRequest) {
    stats.deliveries++;
    return server.inject('POST', path, authorization, body);
  }

  function chooseFault(): Fault {
    if (!network.faultsOn || random.chance(0.6)) return 'none';
    return random.pick(faults.slice(1)) ?? 'none';
  }

  const network: Network = {
    stats,
    held,
    faultsOn: true,
    async deliverHeld() {
      while (held.length > 0) await deliver(held.shift() as HeldRequest);
    },
    fetchFor() {
      return async (input, init) => {
        const url = new URL(String(input));
        const headers = new Headers(init?.headers);
        const request: HeldRequest = {
          path: url.pathname,
          authorization: headers.get('authorization'),
          body: JSON.parse(String(init?.body)),
        };
        // An older held request overtakes nothing: it arrives after the ones sent since.
        if (network.faultsOn && held.length > 0 && random.chance(0.3))
          await deliver(held.splice(random.int(0, held.length - 1), 1)[0] as HeldRequest);
        const fault = chooseFault();
        stats.byFault[fault]++;
        const lost = (): never => {
          throw new TypeError('fetch failed');
        };
        switch (fault) {
          case 'requestLost':
            return lost();
          case 'delayed':
            held.push(request);
            return lost();
          case 'responseLost':
            await deliver(request);
            return lost();
          case 'restart':
            // The server committed, then died before answering; a new instance takes over.
            await deliver(request);
            await server.restart();
            return lost();
          case 'duplicate': {
            await deliver(request);
            const second = await deliver(request);
            return new Response(second.body, { status: second.status, headers: second.headers });
          }
          case 'none': {
            const response = await deliver(request);
            return new Response(response.body, { status: response.status, headers: response.headers });
          }
          default:
            return fault satisfies never;
        }
      };
    },
  };
  return network;
}
