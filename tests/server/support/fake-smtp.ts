import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the recipient's mail program shows it (headers and transfer encodings undone). */
export interface ReceivedMail {
  /** The sender's address. */
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface FakeSmtp {
  /** For SMTP_URL: plain SMTP on a local port, no authentication. */
  url: string;
  received: ReceivedMail[];
  /**
   * Answers every message with this SMTP reply (`451`: try later; `550`: refused for good) until
   * called with null; each refused message is counted in `refused`.
   */
  refuseWith(code: 451 | 550 | null): void;
  refused: number;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (the `smtp-server` package), reading each message as a mail client would. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  let refusal: 451 | 550 | null = null;
  let refused = 0;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusal !== null) {
            refused += 1;
            const error = Object.assign(new Error(`refused by the fake (${refusal})`), {
              responseCode: refusal,
            });
            callback(error);
            return;
          }
          received.push({
            from: parsed.from?.value[0]?.address ?? '',
            to: [parsed.to ?? []]
              .flat()
              .map((address) => address.text)
              .join(', '),
            subject: parsed.subject ?? '',
            // The line break that ends the body is transport, not text.
            text: (parsed.text ?? '').replace(/\r?\n$/, ''),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    get refused() {
      return refused;
    },
    refuseWith(code) {
      refusal = code;
    },
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
