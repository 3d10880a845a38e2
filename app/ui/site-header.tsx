import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AccessibilityMenu } from './accessibility/accessibility-menu.tsx';
import { ButtonLink } from './button.tsx';
import { cn } from './cn.ts';
import { Logo } from './logo.tsx';
import { mainNavigation } from './navigation.ts';

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

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
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
            <ButtonLink to="/auth?tab=login" variant="ghost">
              Accedi
            </ButtonLink>
            <ButtonLink to="/auth?tab=signup">Registrati</ButtonLink>
          </div>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}

/** The phone's side drawer: the same links and account actions as the top bar. */
function MobileDrawer() {
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
          <Dialog.Description className="sr-only">Navigazione del sito e accesso</Dialog.Description>
          <div className="rounded-xl bg-brand-50 p-4 text-sm">
            <p className="font-semibold">Benvenuto su Provato!</p>
            <p className="mt-1 text-ink-muted">Accedi per scrivere recensioni e guadagnare punti.</p>
          </div>
          <MainNavigation label="Menu mobile" listClassName="flex flex-col gap-1" />
          <div className="mt-auto flex flex-col gap-2">
            <ButtonLink to="/auth?tab=login" variant="secondary">
              Accedi
            </ButtonLink>
            <ButtonLink to="/auth?tab=signup">Registrati</ButtonLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
