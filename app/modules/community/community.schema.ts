import { z } from 'zod';
import { email } from '#app/modules/accounts/account.schema.ts';

/** The contact form (user-side §5): same rules and messages in the browser and on the server. */
export const contactSchema = z.object({
  name: z
    .string({ error: 'Il nome è richiesto' })
    .trim()
    .min(2, { error: 'Il nome è richiesto' })
    .max(100, { error: 'Il nome è troppo lungo' }),
  email,
  subject: z
    .string({ error: "L'oggetto è richiesto" })
    .trim()
    .min(5, { error: "L'oggetto è richiesto" })
    .max(150, { error: "L'oggetto è troppo lungo" }),
  message: z
    .string({ error: 'Il messaggio deve contenere almeno 10 caratteri' })
    .trim()
    .min(10, { error: 'Il messaggio deve contenere almeno 10 caratteri' })
    .max(5000, { error: 'Il messaggio è troppo lungo (massimo 5.000 caratteri)' }),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email });

export const CONTACT_SENT = 'Messaggio inviato con successo!';
export const SUPPORT_HOURS = 'Lunedì–Venerdì 9:00–18:00';

export const NEWSLETTER_MESSAGES = {
  sent: 'Controlla la tua casella: ti abbiamo inviato un’email per confermare l’iscrizione.',
  resent: 'Ti abbiamo inviato di nuovo l’email di conferma: apri il link per completare l’iscrizione.',
  already: 'Questo indirizzo è già iscritto alla newsletter.',
  tooMany: 'Troppe richieste di iscrizione. Riprova più tardi.',
  confirmed: 'Iscrizione confermata! Riceverai la newsletter di Provato.',
  unsubscribed: 'Iscrizione annullata: non riceverai più la newsletter.',
  invalidLink: 'Il link non è valido o è scaduto. Iscriviti di nuovo dalla home page.',
} as const;
