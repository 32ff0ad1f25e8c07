import type {
  PullRequest,
  PullResponse,
  PushRequest,
  PushResponse,
} from '../../../../src/domain/sync/protocol.schema';
import type { SyncTransport, TransportResult } from '../../../../src/sync/transport';
import { page } from './fixtures';

type Answer<T> = TransportResult<T> | Promise<TransportResult<T>>;

export function ok<T>(value: T): TransportResult<T> {
  return { ok: true, value };
}

/** Accepts every pushed mutation and serves no rows, unless a test swaps a handler. */
export function createScriptedTransport() {
  const pushes: PushRequest[] = [];
  const pulls: PullRequest[] = [];
  let serverLastMutationID = 0;
  const handlers = {
    push: (request: PushRequest): Answer<PushResponse> => {
      const last = request.mutations.at(-1)?.id ?? serverLastMutationID;
      serverLastMutationID = Math.max(serverLastMutationID, last);
      return ok({
        lastMutationID: serverLastMutationID,
        results: request.mutations.map((m) => ({ id: m.id, status: 'applied' as const })),
      });
    },
    pull: (_request: PullRequest): Answer<PullResponse> =>
      ok(page([], { lastMutationID: serverLastMutationID })),
  };
  const transport: SyncTransport = {
    async push(request) {
      pushes.push(structuredClone(request));
      return handlers.push(request);
    },
    async pull(request) {
      pulls.push(structuredClone(request));
      return handlers.pull(request);
    },
  };
  return { transport, pushes, pulls, handlers, lastMutationID: () => serverLastMutationID };
}
