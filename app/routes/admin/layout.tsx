import { LogOut, Mail, Menu, ShieldCheck, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { ADMIN_TWO_FACTOR_PATH } from '#app/modules/accounts/two-factor-messages.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import { countPendingReviews } from '#app/modules/reviews/pending-count.server.ts';
import { adminSectionPath, adminSections } from '#app/ui/admin/admin-sections.ts';
import { cn } from '#app/ui/cn.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { Drawer } from '#app/ui/modal.tsx';
import type { Route } from './+types/layout';

export const meta = () => [{ title: 'Amministrazione | Provato' }, { name: 'robots', content: 'noindex' }];

/**
 * The whole back office is gated here, before any of its loaders run, and again in its services:
 * admins only and, where ADMIN_REQUIRE_2FA is on (production), only with a second factor; an admin
 * without one is sent to /admin/two-factor to switch it on.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireAdmin(context, request);
    return next();
  },
];

/** The admin's address and the moderation queue's size: one capped count (pending-count.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { email } = requireAdmin(context, request);
  return { email, pendingReviews: await countPendingReviews() };
}

type Waiting = { count: number; capped: boolean };

/** The queue beside its section: "12", read out as "12 in attesa"; nothing when empty. */
function WaitingBadge({ waiting }: { waiting: Waiting }) {
  if (waiting.count === 0) return null;
  const shown = `${waiting.count}${waiting.capped ? '+' : ''}`;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {shown}
      <span className="sr-only"> in attesa</span>
    </span>
  );
}

/**
 * The sections, then the account block (address, notification e-mails, second factor, Logout).
 * In the phone drawer the block stays at the drawer's foot and the sections scroll above it, so
 * Logout is whole on screen however short the phone; beside the page it closes the card.
 */
function SidebarContent({ email, waiting }: { email: string; waiting: Waiting }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      <nav
        aria-label="Sezioni amministrazione"
        className="scroll-shadows -m-1 min-h-0 flex-1 overflow-y-auto overscroll-contain p-1"
      >
        <ul className="space-y-1">
          {adminSections.map((section) => (
            <li key={section.slug}>
              <NavLink
                to={adminSectionPath(section.slug)}
                end={section.slug === ''}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-brand-50',
                    isActive && 'bg-brand-50 text-brand-700',
                  )
                }
              >
                {section.label}
                {section.slug === 'reviews' && (
                  <>
                    {' '}
                    <WaitingBadge waiting={waiting} />
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-line pt-4">
        <p className="truncate text-sm text-ink-muted" title={email}>
          {email}
        </p>
        <NavLink
          to="/admin/notifications"
          className={({ isActive }) =>
            cn(
              'mt-2 flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-brand-50',
              isActive && 'bg-brand-50 text-brand-700',
            )
          }
        >
          <Mail aria-hidden className="size-4" /> E-mail di notifica
        </NavLink>
        <NavLink
          to="/admin/maintenance"
          className={({ isActive }) =>
            cn(
              'mt-2 flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-brand-50',
              isActive && 'bg-brand-50 text-brand-700',
            )
          }
        >
          <Wrench aria-hidden className="size-4" /> Manutenzione
        </NavLink>
        <NavLink
          to={ADMIN_TWO_FACTOR_PATH}
          className="mt-2 flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-brand-50"
        >
          <ShieldCheck aria-hidden className="size-4" /> Verifica in due passaggi
        </NavLink>
        <Form method="post" action="/auth/sign-out" className="mt-2">
          <button
            type="submit"
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-brand-50"
          >
            <LogOut aria-hidden className="size-4" /> Logout
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The back office's frame: the sidebar beside the page, or behind 'Sezioni' on phones. */
function AdminFrame({ email, waiting, children }: { email: string; waiting: Waiting; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
      <aside className="hidden w-64 shrink-0 flex-col rounded-2xl border border-line bg-surface p-4 lg:flex">
        <p className="mb-4 px-3 text-lg font-bold">Admin Dashboard</p>
        <SidebarContent email={email} waiting={waiting} />
      </aside>
      <div className="min-w-0 flex-1">
        <Drawer
          side="left"
          trigger={
            <>
              <Menu aria-hidden className="size-5" /> Sezioni
            </>
          }
          triggerClassName="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium lg:hidden"
          title="Admin Dashboard"
          fullHeight
          closeLabel="Chiudi"
          description="Sezioni del pannello di amministrazione"
        >
          <SidebarContent email={email} waiting={waiting} />
        </Drawer>
        {children}
      </div>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email} waiting={loaderData.pendingReviews}>
      <Outlet />
    </AdminFrame>
  );
}

const ADMIN_NOT_FOUND = {
  documentTitle: 'Pagina non trovata | Amministrazione | Provato',
  message: 'Questa pagina del pannello di amministrazione non esiste o è stata spostata.',
  links: [{ to: '/admin', label: 'Torna alla Dashboard KPI' }],
};

/**
 * A failure inside the back office (an unknown section, an unknown person, an unexpected error)
 * is shown inside its frame, with the sidebar, to the admins who got this far. Only admins do: the
 * layout's middleware sends everyone else away before any page runs. Should the layout's own
 * loader fail, there is no admin to frame it for, and the site's error page stands alone.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>('routes/admin/layout');
  const page = (
    <ErrorPage
      error={error}
      notFound={ADMIN_NOT_FOUND}
      failed={{ documentTitle: 'Errore | Amministrazione | Provato', links: ADMIN_NOT_FOUND.links }}
    />
  );
  return frame ? (
    <AdminFrame email={frame.email} waiting={frame.pendingReviews}>
      {page}
    </AdminFrame>
  ) : (
    page
  );
}
