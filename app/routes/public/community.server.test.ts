import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { contactMessages, newsletterSubscribers } from '#db/schema/index.ts';
import { formRequest, routeContext, runRoute } from '#tests/support/route.ts';
import { action as contactAction } from './contact.tsx';
import { action as newsletterAction } from './newsletter.tsx';
import { action as linkAction, loader as linkLoader } from './newsletter-link.tsx';
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from '#app/modules/community/newsletter.server.ts';

const tokenIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`${path}\\?token=([\\w.-]+)`));
  if (!match) throw new Error(`no ${path} link in ${text}`);
  return match[1]!;
};
const subscriber = async (email: string) =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe('newsletter (double opt-in)', () => {
  test('sign-up → pending + confirmation mail; only the link confirms; unsubscribe link in every mail', async () => {
    const email = 'lettrice@example.com';
    const reply = await runRoute<{ ok: boolean; message: string }>(newsletterAction, {
      request: formRequest('/newsletter', { email: ' Lettrice@Example.com ' }),
    });
    expect(reply).toMatchObject({ status: 200, data: { ok: true, message: NEWSLETTER_MESSAGES.sent } });
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmedAt: null });

    const [mail] = await emailsTo(email);
    expect(mail?.subject).toBe('Conferma la tua iscrizione alla newsletter di Provato');
    const token = tokenIn(mail!.text, '/newsletter/confirm');
    // The unsubscribe link is the subscriber's signed id: the same in every mail, for good.
    const leave = tokenIn(mail!.text, '/newsletter/unsubscribe');
    expect(leave).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect((await subscriber(email))?.tokenHash).not.toContain(token);

    // Opening the link changes nothing (mail scanners open links); the button does.
    const opened = await runRoute<{ email: string; status: string }>(linkLoader, {
      params: { action: 'confirm' },
      request: new Request(`http://localhost:3000/newsletter/confirm?token=${token}`),
    });
    expect(opened.data).toMatchObject({ email, status: 'pending' });
    expect((await subscriber(email))?.status).toBe('pending');
    const wrong = await runRoute<{ ok: boolean; message: string }>(linkAction, {
      params: { action: 'confirm' },
      request: formRequest('/newsletter/confirm', { token: 'x'.repeat(43) }),
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { ok: false, message: NEWSLETTER_MESSAGES.invalidLink },
    });
    expect((await subscriber(email))?.status).toBe('pending');

    const confirmed = await runRoute<{ ok: boolean; message: string }>(linkAction, {
      params: { action: 'confirm' },
      request: formRequest('/newsletter/confirm', { token }),
    });
    expect(confirmed.data).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.confirmed });
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed' });
    await runRoute(linkAction, {
      params: { action: 'confirm' },
      request: formRequest('/newsletter/confirm', { token }),
    });
    const mails = await emailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Benvenuto nella newsletter di Provato',
      'Conferma la tua iscrizione alla newsletter di Provato',
    ]);
    for (const sent of mails) {
      expect(sent.text).toContain(`/newsletter/unsubscribe?token=${leave}`);
      expect(sent.headers).toEqual({
        'List-Unsubscribe': `<http://localhost:3000/newsletter/unsubscribe?token=${leave}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    }

    // A repeated address gets a clear answer, and nothing is mailed.
    const again = await runRoute<{ ok: boolean; message: string }>(newsletterAction, {
      request: formRequest('/newsletter', { email }),
    });
    expect(again).toMatchObject({ status: 409, data: { ok: false, message: NEWSLETTER_MESSAGES.already } });
    expect(await emailsTo(email)).toHaveLength(2);

    // A forged signature is refused and changes nothing.
    const forged = await runRoute(linkAction, {
      params: { action: 'unsubscribe' },
      request: formRequest('/newsletter/unsubscribe', { token: `${leave.split('.')[0]}.${'A'.repeat(43)}` }),
    });
    expect(forged.status).toBe(400);
    expect((await subscriber(email))?.status).toBe('confirmed');

    // The mail client's one-click unsubscribe: a POST to the link itself (RFC 8058).
    const gone = await runRoute<{ ok: boolean; message: string }>(linkAction, {
      params: { action: 'unsubscribe' },
      request: new Request(`http://localhost:3000/newsletter/unsubscribe?token=${leave}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    });
    expect(gone.data).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    // The old confirmation link cannot bring it back.
    const stale = await runRoute(linkAction, {
      params: { action: 'confirm' },
      request: formRequest('/newsletter/confirm', { token }),
    });
    expect(stale.status).toBe(400);
    expect((await subscriber(email))?.status).toBe('unsubscribed');
  });

  test('a bad address is refused in Italian and nothing is stored', async () => {
    for (const email of ['', 'non-una-email', 'a@b']) {
      const reply = await runRoute<{ ok: boolean; message: string }>(newsletterAction, {
        request: formRequest('/newsletter', { email }),
      });
      expect(reply).toMatchObject({ status: 400, data: { ok: false, message: 'Email non valida' } });
    }
    expect(
      await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'a@b')),
    ).toEqual([]);
  });

  test('a pending address gets a new link; sign-ups are rate limited per client', async () => {
    const first = await subscribeToNewsletter('ritardo@example.com', '198.51.100.20');
    expect(first).toBe(NEWSLETTER_MESSAGES.sent);
    expect(await subscribeToNewsletter('ritardo@example.com', '198.51.100.20')).toBe(
      NEWSLETTER_MESSAGES.resent,
    );
    for (let index = 0; index < 3; index++)
      await subscribeToNewsletter(`n${index}@example.com`, '198.51.100.20');
    await expect(subscribeToNewsletter('troppi@example.com', '198.51.100.20')).rejects.toThrow(
      NEWSLETTER_MESSAGES.tooMany,
    );
    expect(await subscriber('troppi@example.com')).toBeUndefined();

    // Links mailed before the signed unsubscribe token carried the confirmation token: still valid.
    const [latest] = await emailsTo('ritardo@example.com');
    const legacy = await runRoute<{ ok: boolean; message: string }>(linkAction, {
      params: { action: 'unsubscribe' },
      request: formRequest('/newsletter/unsubscribe', {
        token: tokenIn(latest!.text, '/newsletter/confirm'),
      }),
    });
    expect(legacy.data).toEqual({ ok: true, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await subscriber('ritardo@example.com'))?.status).toBe('unsubscribed');
  });
});

describe('contact form', () => {
  const good = {
    name: 'Marta Gallo',
    email: 'marta.gallo@example.com',
    subject: 'Buono non ricevuto',
    message: 'Ho richiesto un buono da 5 € tre giorni fa ma non ho ricevuto il codice.',
  };

  test('each §5 message for bad input, nothing stored or mailed', async () => {
    const reply = await runRoute<{ result: { error: Record<string, string[]> } }>(contactAction, {
      request: formRequest('/contact', { name: 'M', email: 'marta', subject: 'Ciao', message: 'Breve' }),
      context: routeContext({ clientIp: '203.0.113.50' }),
    });
    expect(reply.status).toBe(400);
    expect(reply.data?.result.error).toEqual({
      name: ['Il nome è richiesto'],
      email: ['Email non valida'],
      subject: ["L'oggetto è richiesto"],
      message: ['Il messaggio deve contenere almeno 10 caratteri'],
    });
    expect(await db.select().from(contactMessages)).toEqual([]);
    expect(await emailsTo('supporto@provato.it')).toEqual([]);
  });

  test('a good message is stored and mailed to the support address; then rate limited', async () => {
    const reply = await runRoute<{ sent: boolean }>(contactAction, {
      request: formRequest('/contact', {
        ...good,
        message: `${good.message}\r\nOrdine del 3 marzo.\r\n\r\nGrazie, Marta`,
      }),
      context: routeContext({ clientIp: '203.0.113.51' }),
    });
    expect(reply).toMatchObject({ status: 200, data: { sent: true } });
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, good.email));
    expect(stored).toMatchObject({ name: 'Marta Gallo', subject: 'Buono non ricevuto', userId: null });
    const [mail] = await emailsTo('supporto@provato.it');
    expect(mail?.subject).toBe('[Contatti] Buono non ricevuto');
    expect(mail?.text).toContain('marta.gallo@example.com');
    expect(mail?.text).toContain('non ho ricevuto il codice');
    // Answering goes to Marta; her paragraphs stay paragraphs, her line breaks line breaks.
    expect(mail?.replyTo).toBe('marta.gallo@example.com');
    expect(mail?.html).toContain('non ho ricevuto il codice.\nOrdine del 3 marzo.</p>');
    expect(mail?.html).toMatch(/<p style="[^"]*pre-line[^"]*">Grazie, Marta<\/p>/);

    for (let index = 0; index < 2; index++) {
      await runRoute(contactAction, {
        request: formRequest('/contact', good),
        context: routeContext({ clientIp: '203.0.113.51' }),
      });
    }
    const limited = await runRoute<{ result: { error: Record<string, string[]> } }>(contactAction, {
      request: formRequest('/contact', good),
      context: routeContext({ clientIp: '203.0.113.52' }),
    });
    expect(limited.status).toBe(429);
    expect(limited.data?.result.error['']).toEqual(['Hai inviato troppi messaggi. Riprova tra un’ora.']);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, good.email))).toHaveLength(
      3,
    );
  });
});
