import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, Menu, Settings, Shield, User, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { formatPoints } from '#app/lib/format.ts';
import { AccessibilityMenu } from './accessibility/accessibility-menu.tsx';
import { Button, ButtonLink } from './button.tsx';
import { cn } from './cn.ts';
import { Logo } from './logo.tsx';
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

export function SiteHeader({ viewer }: { viewer: HeaderViewer | null }) {
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
        <div className="flex items-center gap-2">
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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-sm hover:bg-brand-50">
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-surface p-1 text-ink shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-muted">{viewer.email}</DropdownMenu.Label>
          {accountLinks(viewer).map((item) => {
            const Icon = accountIcons[item.key];
            return (
              <DropdownMenu.Item key={item.key} asChild>
                <Link
                  to={item.to}
                  className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-brand-50"
                >
                  <Icon aria-hidden className="size-4" /> {item.label}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild>
            <button
              type="submit"
              form={SIGN_OUT_FORM}
              className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <LogOut aria-hidden className="size-4" /> Esci
            </button>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The phone's side drawer: the same links and account actions as the top bar. */
function MobileDrawer({ viewer }: { viewer: HeaderViewer | null }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50 md:hidden"
        aria-label="Apri il menu"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-50"
              aria-label="Chiudi il menu"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Navigazione del sito e account</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
