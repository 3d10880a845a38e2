import { Construction } from 'lucide-react';
import { data } from 'react-router';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { findAdminSection } from '#app/ui/admin/admin-sections.ts';
import type { Route } from './+types/section';

/** A back-office section that has not been built yet says so (admin-side §2). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const section = findAdminSection(params.section);
  if (!section) throw data('Sezione non trovata', { status: 404 });
  return { label: section.label };
}

export default function AdminSection({ loaderData }: Route.ComponentProps) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-8">
      <h1 className="text-2xl font-bold">{loaderData.label}</h1>
      <p className="mt-4 flex items-center gap-2 text-ink-muted">
        <Construction aria-hidden className="size-5" /> Questa sezione è in fase di sviluppo.
      </p>
    </section>
  );
}
