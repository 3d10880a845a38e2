import { FormAlert } from '#app/ui/form.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button } from '#app/ui/button.tsx';

/** The voucher codes waiting in each reward's pool, and a form to load more (one per line). */
export function CodePool({ pool }: { pool: { rewardId: string; name: string; free: number }[] }) {
  const fetcher = useAdminAction();
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.toast : null;
  return (
    <section aria-labelledby="codici" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="codici" className="text-lg font-semibold">
        Magazzino codici
      </h2>
      <ul className="mt-2 text-sm">
        {pool.map((entry) => (
          <li key={entry.rewardId}>
            {entry.name}: {entry.free} codici disponibili
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-4 grid gap-3 md:grid-cols-3">
        <input type="hidden" name="intent" value="codes" />
        <label className="text-sm font-medium">
          Premio
          <select
            name="rewardId"
            className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-2"
          >
            {pool.map((entry) => (
              <option key={entry.rewardId} value={entry.rewardId}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium md:col-span-2">
          Codici (uno per riga)
          <textarea
            name="codes"
            rows={3}
            className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-mono"
          />
        </label>
        {refusal && (
          <div className="md:col-span-3">
            <FormAlert title={refusal.title} message={refusal.message} />
          </div>
        )}
        <div>
          <Button type="submit" disabled={fetcher.state !== 'idle'}>
            Aggiungi codici
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
