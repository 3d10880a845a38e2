import { Form, Link } from 'react-router';
import { AdminPageHeader, EmptyState } from '#app/ui/admin/page-parts.tsx';
import { Button } from '#app/ui/button.tsx';
import { BADGE_MESSAGES } from '../../badge.schema.ts';
import type { AdminBadge } from '../../list-badges.server.ts';
import { BadgeCard } from './badge-card.tsx';
import { BadgeFormDialog } from './badge-form-dialog.tsx';

export type BadgesPageData = { q: string; badges: AdminBadge[] };

/** Gestione Badge (admin-side §2): search, the grid of badges, create, Export CSV. */
export function BadgesPage({ q, badges }: BadgesPageData) {
  const exportHref = q ? `/admin/badges/export?q=${encodeURIComponent(q)}` : '/admin/badges/export';
  return (
    <section className="space-y-6">
      <AdminPageHeader title="Gestione Badge" exportHref={exportHref} refresh>
        <BadgeFormDialog />
      </AdminPageHeader>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <div className="min-w-60 flex-1">
          <label htmlFor="badge-q" className="mb-1 block text-sm font-medium">
            Cerca
          </label>
          <input
            id="badge-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={100}
            placeholder="Nome o descrizione"
            className="min-h-11 w-full rounded-lg border border-line bg-surface px-3"
          />
        </div>
        <Button type="submit">Cerca</Button>
        {q && (
          <Link
            to="/admin/badges"
            className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-brand-700 underline"
          >
            Azzera
          </Link>
        )}
        <span className="ml-auto text-sm text-ink-muted" aria-live="polite">
          {badges.length === 1 ? '1 badge' : `${badges.length} badge`}
        </span>
      </Form>
      {badges.length === 0 ? (
        <EmptyState>{BADGE_MESSAGES.empty}</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {badges.map((badge) => (
            <li key={badge.id}>
              <BadgeCard badge={badge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
