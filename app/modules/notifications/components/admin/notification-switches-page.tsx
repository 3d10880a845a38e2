import { formatDate } from '#app/lib/format.ts';
import { AdminPageHeader, StatusPill } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import type { NotificationSwitch } from '../../notification-switches.server.ts';

/** The notification e-mails (admin-side §3, and the price alert), each switchable for everybody. */
export function NotificationSwitchesPage({ switches }: { switches: NotificationSwitch[] }) {
  return (
    <section className="space-y-6">
      <AdminPageHeader title="E-mail di notifica" />
      <p className="text-sm text-ink-muted">
        Una notifica disattivata non viene più inviata a nessuno; le persone possono inoltre rinunciare alle
        notifiche dalle proprie impostazioni, tranne l&apos;avviso di blocco dell&apos;account.
      </p>
      <ul className="space-y-3">
        {switches.map((entry) => (
          <li key={entry.kind}>
            <SwitchRow entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SwitchRow({ entry }: { entry: NotificationSwitch }) {
  const fetcher = useAdminAction({ toastRefusals: true });
  const headingId = `notification-${entry.kind}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="min-w-60 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold">
            {entry.label}
          </h2>
          <StatusPill tone={entry.enabled ? 'green' : 'grey'}>
            {entry.enabled ? 'Attiva' : 'Disattivata'}
          </StatusPill>
        </div>
        <p className="mt-1 text-sm text-ink-muted">{entry.description}</p>
        {entry.updatedAt && (
          <p className="mt-1 text-xs text-ink-muted">Ultima modifica: {formatDate(entry.updatedAt)}</p>
        )}
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="switch" />
        <input type="hidden" name="kind" value={entry.kind} />
        {!entry.enabled && <input type="hidden" name="enabled" value="on" />}
        <Button
          type="submit"
          variant={entry.enabled ? 'secondary' : 'primary'}
          disabled={fetcher.state !== 'idle'}
        >
          {entry.enabled ? 'Disattiva' : 'Attiva'}
          <span className="sr-only"> «{entry.label}»</span>
        </Button>
      </fetcher.Form>
    </article>
  );
}
