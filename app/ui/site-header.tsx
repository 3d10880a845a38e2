import { ChevronDown, LayoutDashboard, LogOut, Menu, Settings, Shield, User } from 'lucide-react';
import { Form, Link, NavLink } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { AccessibilityMenu } from './accessibility/accessibility-menu.tsx';
import { Button, ButtonLink } from './button.tsx';
import { cn } from './cn.ts';
import { Drawer } from './modal.tsx';
import { Logo } from './logo.tsx';
import { MenuButton, menuItemClass } from './menu-button.tsx';
import { accountNavigation, mainNavigation } from './navigation.ts';

/** What the top bar shows of the signed-in person. */
export type HeaderViewer = {
  firstName: string | null;
  email: string;
  points: number;
  isAdmin: boolean;
  initials: string;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-brand-50',
    isActive ? 'text-brand-700' : 'text-ink',
  );

function MainNavigation(props: { label: string; className?: string; listClassName: string }) {
  return (
    <nav aria-label={props.label} className={props.className}>
      <ul className={props.listClassName}>
        {mainNavigation.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const accountIcons = {
  profile: User,
  dashboard: LayoutDashboard,
  admin: Shield,
  settings: Settings,
} as const;

function accountLinks(viewer: HeaderViewer) {
  return accountNavigation.filter((item) => item.key !== 'admin' || viewer.isAdmin);
}

/** Signing out is a POST (a link could be triggered by any page); every Esci submits this form. */
const SIGN_OUT_FORM = 'sign-out-form';

/**
 * The top bar. `search` is the catalogue's search (app/modules/catalog, passed in by the root:
 * ui does not import modules), a button that opens a row under the bar.
 */
export function SiteHeader({ viewer, search }: { viewer: HeaderViewer | null; search?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <Form id={SIGN_OUT_FORM} method="post" action="/auth/sign-out" hidden />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <MainNavigation
          label="Principale"
          className="hidden md:block"
          listClassName="flex items-center gap-1"
        />
        <div className="flex items-center gap-1 sm:gap-2">
          {search}
          <AccessibilityMenu />
          <div className="hidden items-center gap-2 md:flex">
            {viewer ? (
              <AccountMenu viewer={viewer} />
            ) : (
              <>
                <ButtonLink to="/auth?tab=login" variant="ghost">
                  Accedi
                </ButtonLink>
                <ButtonLink to="/auth?tab=signup">Registrati</ButtonLink>
              </>
            )}
          </div>
          <MobileDrawer viewer={viewer} />
        </div>
      </div>
    </header>
  );
}

function AccountMenu({ viewer }: { viewer: HeaderViewer }) {
  return (
    <MenuButton
      triggerClassName="inline-flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-sm hover:bg-brand-50"
      trigger={
        <>
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
          >
            {viewer.initials}
          </span>
          <span className="text-left leading-tight">
            <span className="block font-semibold">Ciao, {viewer.firstName ?? 'Utente'}</span>
            <span className="block text-xs text-ink-muted">{formatPoints(viewer.points)}</span>
          </span>
          <ChevronDown aria-hidden className="size-4" />
        </>
      }
      popupClassName="min-w-56 rounded-xl border border-line bg-surface p-1 text-ink shadow-xl"
      header={<p className="px-3 py-2 text-xs text-ink-muted">{viewer.email}</p>}
    >
      {accountLinks(viewer).map((item) => {
        const Icon = accountIcons[item.key];
        return (
          <Link key={item.key} to={item.to} role="menuitem" tabIndex={-1} className={menuItemClass}>
            <Icon aria-hidden className="size-4" /> {item.label}
          </Link>
        );
      })}
      <div role="separator" className="my-1 h-px bg-line" />
      <button type="submit" form={SIGN_OUT_FORM} role="menuitem" tabIndex={-1} className={menuItemClass}>
        <LogOut aria-hidden className="size-4" /> Esci
      </button>
    </MenuButton>
  );
}

/** The phone's side drawer: the same links and account actions as the top bar. */
function MobileDrawer({ viewer }: { viewer: HeaderViewer | null }) {
  return (
    <Drawer
      side="right"
      trigger={<Menu aria-hidden className="size-6" />}
      triggerLabel="Apri il menu"
      triggerClassName="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 md:hidden"
      title="Menu"
      closeLabel="Chiudi il menu"
      description="Navigazione del sito e account"
    >
      <div className="rounded-xl bg-brand-50 p-4 text-sm">
        {viewer ? (
          <>
            <p className="font-semibold">Benvenuto, {viewer.firstName ?? viewer.email}!</p>
            <p className="mt-1 text-ink-muted">Hai {formatPoints(viewer.points)}.</p>
          </>
        ) : (
          <>
            <p className="font-semibold">Benvenuto su Provato!</p>
            <p className="mt-1 text-ink-muted">Accedi per scrivere recensioni e guadagnare punti.</p>
          </>
        )}
      </div>
      <MainNavigation label="Menu mobile" listClassName="flex flex-col gap-1" />
      {viewer ? (
        <div className="mt-auto flex flex-col gap-1 border-t border-line pt-4">
          {accountLinks(viewer).map((item) => (
            <NavLink key={item.key} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <Button type="submit" form={SIGN_OUT_FORM} variant="secondary" className="mt-2">
            Esci
          </Button>
        </div>
      ) : (
        <div className="mt-auto flex flex-col gap-2">
          <ButtonLink to="/auth?tab=login" variant="secondary">
            Accedi
          </ButtonLink>
          <ButtonLink to="/auth?tab=signup">Registrati</ButtonLink>
        </div>
      )}
    </Drawer>
  );
}
