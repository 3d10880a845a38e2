import { data } from 'react-router';
import { getConfig } from '#app/lib/env.server.ts';
import { fromThisMachineContext } from '#app/lib/request-context.ts';
import { formatDate } from '#app/lib/format.ts';
import { listRecentEmails } from '#app/modules/notifications/outbox.server.ts';
import type { Route } from './+types/mailbox';

export const meta = () => [
  { title: 'Casella di sviluppo | Provato' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Development only (no SMTP_URL, not production): the mails the app would have sent, with their
 * links, so sign-up and password reset work on a machine without a mail server.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const config = getConfig();
  // The real lock: the server refuses other machines on /dev/mailbox before routing, but an encoded
  // path (/dev/%6dailbox) reaches this loader past that check.
  if (config.isProduction || config.smtpUrl || !context.get(fromThisMachineContext)) {
    throw data('Pagina non trovata', { status: 404 });
  }
  const emails = await listRecentEmails(50);
  return {
    emails: emails.map((email) => ({
      id: email.id,
      to: email.recipient,
      subject: email.subject,
      text: email.text,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
    })),
  };
}

const URL_PATTERN = /(https?:\/\/\S+)/g;

function TextWithLinks({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">Casella di sviluppo</h1>
      <p className="mt-2 text-ink-muted">
        Senza SMTP_URL le email non vengono spedite: restano qui (e i link sono anche nel log del server).
      </p>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8">Nessuna email per ora.</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {loaderData.emails.map((email) => (
            <li key={email.id} className="rounded-xl border border-line bg-surface p-4">
              <p className="font-semibold">{email.subject}</p>
              <p className="text-sm text-ink-muted">
                A {email.to} · {formatDate(email.createdAt)}
              </p>
              <div className="mt-3">
                <TextWithLinks text={email.text} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
