import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import { enqueueEmail } from '#app/modules/notifications/outbox.server.ts';
import { contactMessages } from '#db/schema/index.ts';
import type { ContactInput } from './community.schema.ts';
import { contactMessageEmail } from './community-emails.ts';

export const CONTACT_LIMITS = {
  perClient: { max: 5, windowSeconds: 3600 },
  perAddress: { max: 3, windowSeconds: 3600 },
};
export const CONTACT_TOO_MANY = 'Hai inviato troppi messaggi. Riprova tra un’ora.';

/** Stores a /contact message and mails it to the support address, in one transaction. */
export async function sendContactMessage(input: ContactInput & { userId: string | null; clientIp: string }) {
  const perClient = await consumeRateLimit(`contact:ip:${input.clientIp}`, CONTACT_LIMITS.perClient);
  const perAddress = await consumeRateLimit(`contact:email:${input.email}`, CONTACT_LIMITS.perAddress);
  if (!perClient.allowed || !perAddress.allowed) throw new AppError('rate_limited', CONTACT_TOO_MANY);
  const { supportEmail } = getConfig();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      userId: input.userId,
    });
    await enqueueEmail(tx, {
      to: supportEmail,
      // Answering the mail writes to the person, not to our own sender address.
      replyTo: input.email,
      template: 'contact_message',
      ...contactMessageEmail({ ...input, signedIn: input.userId !== null }),
    });
  });
}
