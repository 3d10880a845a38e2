import { createServer, type Server, type Socket } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { db, queryRows } from '#app/lib/db.server.ts';
import { createMailer } from '#app/lib/mailer.server.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.ts';
import { layoutEmail } from './email-layout.ts';
import { deliverDueEmails, enqueueEmail } from './outbox.server.ts';

/*
 * The SMTP server down for minutes (issue 30 §3, decision 036). The outbox's clock is the
 * database's (`next_attempt_at` against `now()`), so time is made to pass by moving the pending
 * rows' due times back by as much: ten minutes of an SMTP server refusing connections take well
 * under a second, and every attempt the worker would make in them is made.
 */

const FROM = 'Provato <no-reply@provato.it>';
const mail = (to: string, subject: string) => ({
  to,
  template: 'test',
  ...layoutEmail({ subject, greeting: 'Ciao,', blocks: [{ kind: 'p', text: 'Un messaggio di prova.' }] }),
});

/** Seconds until the earliest of these mails is due again (null when none is pending). */
async function secondsUntilDue(recipients: string[]): Promise<number | null> {
  const [row] = await queryRows<{ seconds: number | null }>(sql`
    select extract(epoch from min(next_attempt_at) - now())::float8 as seconds from ${emailOutbox}
    where status = 'pending' and ${inArray(emailOutbox.recipient, recipients)}`);
  return row?.seconds ?? null;
}

/** The clock moves on by `seconds` for these mails: their due times come that much closer. */
async function advance(recipients: string[], seconds: number) {
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`${emailOutbox.nextAttemptAt} - make_interval(secs => ${seconds})` })
    .where(inArray(emailOutbox.recipient, recipients));
}

const rowsFor = (recipients: string[]) =>
  db
    .select({
      recipient: emailOutbox.recipient,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.recipient, recipients));

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describe('the SMTP server down for minutes', () => {
  test('the outbox backs off 30 s, 1, 2, 4, 8 min, then sends each mail once when the server is back', async () => {
    // A port where nothing listens: the catcher is started to find one, then closed.
    const probe = await startTestSmtpServer();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const recipients = ['giu.1@example.com', 'giu.2@example.com', 'giu.3@example.com'];
    for (const [index, to] of recipients.entries()) await enqueueEmail(db, mail(to, `Avviso ${index + 1}`));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    stops.push(async () => mailer.close());

    const DOWN_FOR = 10 * 60;
    let clock = 0;
    let smtp: TestSmtpServer | undefined;
    const attempts: { at: number; sent: number; failed: number }[] = [];
    const backoffs: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const due = await secondsUntilDue(recipients);
      if (due === null) break;
      // Whole seconds: the three mails' due times differ by the milliseconds between their updates.
      const wait = Math.max(0, Math.ceil(due));
      await advance(recipients, wait);
      clock += wait;
      if (!smtp && clock >= DOWN_FOR) {
        smtp = await startTestSmtpServer({ port });
        stops.push(() => smtp!.close());
      }
      const outcome = await deliverDueEmails(mailer);
      attempts.push({ at: Math.round(clock), ...outcome });
      const next = await secondsUntilDue(recipients);
      if (next !== null) backoffs.push(Math.round(next));
    }

    // Five rounds refused while down (t = 0, 30, 90, 210, 450 s), the sixth after it came back.
    expect(attempts).toEqual([
      { at: 0, sent: 0, failed: 3 },
      { at: 30, sent: 0, failed: 3 },
      { at: 90, sent: 0, failed: 3 },
      { at: 210, sent: 0, failed: 3 },
      { at: 450, sent: 0, failed: 3 },
      { at: 930, sent: 3, failed: 0 },
    ]);
    expect(backoffs).toEqual([30, 60, 120, 240, 480]);
    const rows = await rowsFor(recipients);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect(rows.map((row) => row.attempts)).toEqual([6, 6, 6]);
    expect(rows.every((row) => row.lastError === null)).toBe(true);

    // Exactly once: an hour later the worker finds nothing more to send.
    await advance(recipients, 3600);
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 0 });
    for (const [index, to] of recipients.entries()) {
      const copies = smtp!.received.filter((received) => received.to.includes(to));
      expect(copies.map((copy) => copy.subject)).toEqual([`Avviso ${index + 1}`]);
    }
  });

  test('while down, the error is kept on the mail; after 8 attempts it is given up, not retried for ever', async () => {
    const probe = await startTestSmtpServer();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const recipients = ['resa@example.com'];
    await enqueueEmail(db, mail(recipients[0]!, 'Mai consegnata'));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    stops.push(async () => mailer.close());
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      await advance(recipients, Math.ceil((await secondsUntilDue(recipients)) ?? 0));
      expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 1 });
      const [row] = await rowsFor(recipients);
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 8 ? 'pending' : 'failed' });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(await secondsUntilDue(recipients)).toBeNull();
  });

  test('at least once, not exactly once: a mail the server took before the connection broke is sent again, with the same Message-ID', async () => {
    // A bare SMTP server that keeps the message and then drops the connection instead of saying
    // 250 (a crash, a network cut at that instant): the sender cannot know it arrived.
    const stored: string[] = [];
    let breakAfterData = true;
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      let inData = false;
      let message = '';
      let pending = '';
      socket.write('220 prova ESMTP\r\n');
      socket.on('data', (chunk) => {
        pending += chunk.toString('latin1');
        for (;;) {
          const end = pending.indexOf('\r\n');
          if (end < 0) return;
          const line = pending.slice(0, end);
          pending = pending.slice(end + 2);
          if (inData) {
            if (line !== '.') {
              message += `${line}\n`;
              continue;
            }
            inData = false;
            stored.push(message);
            message = '';
            if (breakAfterData) {
              breakAfterData = false;
              socket.destroy();
              return;
            }
            socket.write('250 OK: queued\r\n');
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 prova\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) {
            socket.end('221 bye\r\n');
          } else socket.write('250 OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stops.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    });
    const { port } = server.address() as { port: number };
    const recipients = ['due.volte@example.com'];
    await enqueueEmail(db, mail(recipients[0]!, 'Conferma ordine'));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    stops.push(async () => mailer.close());

    expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 1 });
    expect(stored).toHaveLength(1);
    await advance(recipients, Math.ceil((await secondsUntilDue(recipients)) ?? 0));
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 1, failed: 0 });

    // Two copies reached the server. What the outbox guarantees is at least once; the copies carry
    // one Message-ID (the outbox row's id), by which mail servers and clients can fold them.
    expect(stored).toHaveLength(2);
    const messageIds = stored.map((text) => /^Message-ID: *(<[^>]+>)/im.exec(text)?.[1]);
    const [row] = await db
      .select({ id: emailOutbox.id, attempts: emailOutbox.attempts, status: emailOutbox.status })
      .from(emailOutbox)
      .where(inArray(emailOutbox.recipient, recipients));
    expect(row).toMatchObject({ attempts: 2, status: 'sent' });
    expect(messageIds).toEqual([`<${row!.id}@provato.it>`, `<${row!.id}@provato.it>`]);
  });
});
