import { loadavg } from 'node:os';
import { round } from '../stats';
import { auditLoad } from './load-audit';
import { createLoadDevice, emptyTally } from './load-device';
import { percentile } from './percentile';

/** What one load run measured: every request's latency, and the acknowledged changes audited. */
export type LoadResult = {
  p95: number;
  max: number;
  lost: number;
  doubled: number;
  details: Record<string, number>;
};

/**
 * Device i, signed in as `tokens[i]`, talks to `servers[i % servers.length]`, pulling every 100 ms
 * and pushing 1-5 changes about every second until `windowMs` has passed; then every acknowledged
 * change is looked for on the first server (all share one database). `scopeToken(i)` sees device
 * i's project.
 */
export async function runLoad(options: {
  servers: readonly string[];
  tokens: readonly string[];
  scopeToken: (deviceIndex: number) => string;
  windowMs: number;
}): Promise<LoadResult> {
  const { servers, tokens, windowMs } = options;
  const tally = emptyTally();
  const devices = tokens.map((token, i) => createLoadDevice([servers[i % servers.length]!], token, tally));
  const started = performance.now();
  await Promise.all(devices.map((device) => device.run(started + windowMs)));
  const elapsedMs = performance.now() - started;
  const { lost, doubled } = await auditLoad(servers[0]!, devices, options.scopeToken);
  const acknowledged = devices.reduce((sum, device) => sum + device.ledger.lastAckedId, 0);
  return {
    p95: round(percentile(tally.latencies, 95), 0),
    max: round(Math.max(...tally.latencies), 0),
    lost,
    doubled,
    details: {
      devices: devices.length,
      servers: servers.length,
      requests: tally.latencies.length,
      acknowledged,
      retries_503: tally.retries,
      p50_ms: round(percentile(tally.latencies, 50), 0),
      elapsed_ms: round(elapsedMs, 0),
      load_avg_1m: round(loadavg()[0] ?? 0, 1),
    },
  };
}
