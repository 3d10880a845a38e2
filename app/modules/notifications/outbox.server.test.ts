import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { createMailer } from '#app/lib/mailer.server.ts';
import { emailOutbox } from '#db/schema/index.ts';
import { startTestSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.ts';
import { layoutEmail } from './email-layout.ts';
import { deliverDueEmails, enqueueEmail, enqueueEmails } from './outbox.server.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

const sample = (to: string) => ({
  to,
  template: 'test',
  ...layoutEmail({
    subject: 'Conferma il tuo account',
    greeting: 'Ciao <Giulia>,',
    blocks: [
      { kind: 'p', text: 'Grazie per esserti registrata.' },
      { kind: 'button', label: 'Conferma e-mail', url: 'https://provato.it/conferma?x=1&y=2' },
    ],
  }),
});

describe('e-mail outbox', () => {
  test('a queued mail is delivered over SMTP once, in Italian, with its link', async () => {
    await enqueueEmail(db, sample('Giulia@Example.com'));
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Provato <no-reply@provato.it>' });
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail('giulia@example.com');
    expect(mail.subject).toBe('Conferma il tuo account');
    expect(mail.text).toContain('Conferma e-mail: https://provato.it/conferma?x=1&y=2');
    expect(mail.html).toContain('Ciao &#60;Giulia&#62;,');
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes('giulia@example.com'))).toHaveLength(1);
  });

  test('a reply-to address and extra headers travel with the mail', async () => {
    await enqueueEmail(db, {
      ...sample('supporto@example.com'),
      replyTo: 'marta.gallo@example.com',
      headers: { 'List-Unsubscribe': '<https://provato.it/newsletter/unsubscribe?token=abc>' },
    });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Provato <no-reply@provato.it>' });
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMail('supporto@example.com');
    expect(mail.replyTo).toBe('marta.gallo@example.com');
    expect(mail.headers['list-unsubscribe']).toBe('<https://provato.it/newsletter/unsubscribe?token=abc>');
  });

  test('a mail written inside a transaction that rolls back is never sent', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, sample('rollback@example.com'));
        throw new Error('azione fallita');
      }),
    ).rejects.toThrow('azione fallita');
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'rollback@example.com'));
    expect(rows).toEqual([]);
  });

  test('a failed delivery is retried later and survives the failure', async () => {
    await enqueueEmail(db, sample('retry@example.com'));
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Provato <no-reply@provato.it>' });
    smtp.failNext(1);
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'retry@example.com'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('Servizio temporaneamente non disponibile');

    // Not due yet: nothing happens. Once due (as if the backoff passed), it goes out.
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 0, failed: 0 });
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, row!.id));
    expect(await deliverDueEmails(mailer)).toEqual({ sent: 1, failed: 0 });
    await smtp.waitForMail('retry@example.com');
  });

  test('without SMTP the mail is kept for the development mailbox', async () => {
    await enqueueEmail(db, sample('dev@example.com'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Provato <no-reply@provato.it>' });
    await deliverDueEmails(mailer);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, 'dev@example.com'));
    expect(row?.status).toBe('kept');
  });

  // Last: it leaves pending mails behind.
  test('a batch beyond a thousand mails is queued whole, addresses normalised', async () => {
    await enqueueEmails(db, []);
    const batch = Array.from({ length: 1001 }, (_, index) => ({ ...sample(`Lotto.${index}@Example.com`) }));
    await enqueueEmails(db, batch);
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(sql`${emailOutbox.recipient} like 'lotto.%@example.com'`);
    expect(row!.n).toBe(1001);
  });
});
