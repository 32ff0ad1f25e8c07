import { expect } from 'vitest';
import { streamTicketSchema } from '../../../src/domain/sync/protocol.schema';

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** What a commit sends every open stream: a nudge with no data, the device pulls its own scope. */
export const poke: ServerSentEvent = { event: 'poke', data: '{}' };

/** A credential as a request presents it: a session token, or an installer link's headers. */
export type StreamCaller = string | Record<string, string>;

function headersOf(caller: StreamCaller): Record<string, string> {
  return typeof caller === 'string' ? { authorization: `bearer ${caller}` } : caller;
}

/** Asks a listening app for a stream ticket, as the sync worker does. */
export async function streamTicket(baseUrl: string, caller: StreamCaller): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/sync/events/ticket`, {
    method: 'POST',
    headers: headersOf(caller),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return streamTicketSchema.parse(await response.json()).ticket;
}

/**
 * Opens the SSE stream of a listening app with a fresh ticket, as a browser does. `opened()`
 * checks the stream's preamble, `next()` returns the next event (comment lines such as heartbeats
 * skipped), `ended()` waits for the server to close it, so a test asserts what arrived.
 */
export async function openEvents(baseUrl: string, caller: StreamCaller) {
  const ticket = await streamTicket(baseUrl, caller);
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/sync/events?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  let done = false;
  // One read in flight at a time: a read abandoned by a timeout would swallow the next chunk.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  /** Reads one more chunk, or throws when none comes by `deadline`. */
  async function readMore(deadline: number, waitingFor: string): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${waitingFor} in time; got ${JSON.stringify(received)}`);
    pending ??= reader.read();
    const chunk = await Promise.race([
      pending,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${waitingFor} yet`)), left)),
    ]);
    pending = null;
    if (chunk.done) done = true;
    else received += chunk.value;
  }
  /** The next complete block (lines up to a blank line), as its lines. */
  async function block(timeoutMs: number): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes('\n\n')) {
      if (done) throw new Error(`stream ended; got ${JSON.stringify(received)}`);
      await readMore(deadline, 'event');
    }
    const end = received.indexOf('\n\n');
    const lines = received.slice(0, end).split('\n');
    received = received.slice(end + 2);
    return lines;
  }
  return {
    ticket,
    /** The first block: the reconnection delay and a comment saying the stream is live. */
    opened: (timeoutMs = 30_000) => block(timeoutMs),
    async next(timeoutMs = 30_000): Promise<ServerSentEvent> {
      for (;;) {
        const fields = (await block(timeoutMs)).filter((line) => !line.startsWith(':'));
        if (fields.length === 0) continue;
        const value = (name: string) =>
          fields
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join('\n');
        return { event: value('event') || 'message', data: value('data') };
      }
    },
    /** Resolves once the server has closed the stream (anything still unread is dropped). */
    async ended(timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!done) await readMore(deadline, 'end');
    },
    close: () => controller.abort(),
  };
}
