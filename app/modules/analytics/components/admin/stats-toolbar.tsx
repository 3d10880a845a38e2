import { Eraser } from 'lucide-react';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';

const time = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** When the figures were computed, and 'Pulisci cache' (every app process shares the cache). */
export function StatsFreshness({ computedAt }: { computedAt: string }) {
  const clear = useAdminAction({ toastRefusals: true });
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
      <p>Dati calcolati il {time.format(new Date(computedAt))}; si aggiornano da soli ogni 5 minuti.</p>
      <clear.Form method="post" action="/admin?index">
        <input type="hidden" name="intent" value="clear-cache" />
        <Button type="submit" variant="secondary" disabled={clear.state !== 'idle'}>
          <Eraser aria-hidden className="size-4" /> Pulisci cache
        </Button>
      </clear.Form>
    </div>
  );
}
