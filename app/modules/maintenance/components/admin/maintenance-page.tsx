import { formatDate } from '#app/lib/format.ts';
import { AdminPageHeader, StatusPill } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';
import type { MaintenanceSettings } from '../../read-only-switch.server.ts';

/** 'Manutenzione': the read-only switch (decision 034). */
export function MaintenancePage({ settings }: { settings: MaintenanceSettings }) {
  const fetcher = useAdminAction({ toastRefusals: true });
  const on = settings.switchOn || settings.forcedByEnvironment;
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Manutenzione" />
      <article
        aria-labelledby="read-only-title"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 md:p-6"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="read-only-title" className="text-lg font-semibold">
            Sola lettura
          </h2>
          <StatusPill tone={on ? 'amber' : 'grey'}>{on ? 'Attiva' : 'Disattivata'}</StatusPill>
        </div>
        <div className="space-y-2 text-sm text-ink-muted">
          <p>
            Mentre è attiva, le pagine e le API di consultazione funzionano normalmente; ogni modifica
            (recensioni, voti, premi, profilo, registrazioni, azioni del pannello) riceve l&apos;errore 503
            con un messaggio in italiano e ogni pagina mostra un avviso. L&apos;accesso resta possibile, così
            un amministratore può sempre tornare qui a disattivarla.
          </p>
          <p>
            I processi in background e l&apos;invio delle e-mail si fermano: quanto arriva nel frattempo resta
            in coda e riparte alla disattivazione, senza perdere nulla. Tutti i server seguono la modifica
            entro {settings.followsWithinSeconds} secondi.
          </p>
        </div>
        {settings.forcedByEnvironment && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            Imposta dalla configurazione del server (MAINTENANCE_MODE=read-only): finché la variabile resta,
            il sito rimane in sola lettura qualunque sia questo interruttore.
          </p>
        )}
        {settings.lastChange && (
          <p className="text-xs text-ink-muted">
            Ultima modifica: {formatDate(settings.lastChange.at)}
            {settings.lastChange.by ? ` da ${settings.lastChange.by}` : ''} (
            {settings.lastChange.enabled ? 'attivata' : 'disattivata'})
          </p>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="read-only" />
          {!settings.switchOn && <input type="hidden" name="enabled" value="on" />}
          <Button
            type="submit"
            variant={settings.switchOn ? 'primary' : 'secondary'}
            disabled={fetcher.state !== 'idle' || (settings.switchOn && settings.forcedByEnvironment)}
          >
            {settings.switchOn ? 'Disattiva la sola lettura' : 'Attiva la sola lettura'}
          </Button>
        </fetcher.Form>
      </article>
    </section>
  );
}
