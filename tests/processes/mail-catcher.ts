import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; at: number };

/**
 * An SMTP server on loopback that keeps every message it accepts, for the two-process test. Each
 * app process gets its own, so what arrives here was sent by that process. `delayMs` holds every
 * message a little before accepting it: a batch then takes long enough that the other process's
 * outbox worker polls while this one is still sending, and both take part.
 */
export async function startMailCatcher(options: { delayMs?: number } = {}) {
  const received: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) =>
            setTimeout(() => {
              received.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
                subject: email.subject ?? '',
                text: email.text ?? '',
                at: Date.now(),
              });
              callback();
            }, options.delayMs ?? 0),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
