import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  /** Every header, names in lower case. */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on loopback for tests: accepts every message (no auth, no TLS) and keeps it
 * parsed. `failNext(n)` makes the next n deliveries fail with a temporary error. `delayMs` holds
 * every message that long before accepting it (the two-process test: a batch then lasts long
 * enough for the other process's outbox worker to take part).
 */
export async function startTestSmtpServer(options: { port?: number; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const listeners: ((mail: ReceivedMail) => void)[] = [];
  let failures = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Servizio temporaneamente non disponibile'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            const accept = () => {
              const mail = {
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: email.subject ?? '',
                text: email.text ?? '',
                html: email.html ?? '',
                replyTo: email.replyTo?.[0]?.address ?? null,
                headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
              };
              received.push(mail);
              for (const listener of listeners) listener(mail);
              for (const wake of waiters.splice(0)) wake();
              callback();
            };
            if (options.delayMs) setTimeout(accept, options.delayMs);
            else accept();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    onMail(listener: (mail: ReceivedMail) => void) {
      listeners.push(listener);
    },
    failNext(count: number) {
      failures = count;
    },
    /** Resolves with the newest mail to `address` matching `predicate`, waiting up to `timeoutMs`. */
    async waitForMail(
      address: string,
      predicate: (mail: ReceivedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = [...received]
          .reverse()
          .find((mail) => mail.to.includes(address.toLowerCase()) && predicate(mail));
        if (match) return match;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 250));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The first link in a mail's text that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map((m) => m[0])
    .find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in:\n${mail.text}`);
  return link;
}
