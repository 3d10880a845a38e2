import { Wrench } from 'lucide-react';
import { READ_ONLY_BANNER } from '#app/lib/read-only.ts';

/** Above the top bar of every page while the site is read-only (decision 034). */
export function ReadOnlyBanner() {
  return (
    <aside
      aria-label="Avviso di manutenzione"
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm">
        <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{READ_ONLY_BANNER.title}:</strong> {READ_ONLY_BANNER.message}
        </span>
      </p>
    </aside>
  );
}
