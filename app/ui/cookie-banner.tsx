import { Cookie } from 'lucide-react';
import { Link, useFetcher, useLocation } from 'react-router';
import { type ConsentChoice } from '#app/lib/consent.ts';
import { Button } from './button.tsx';

/**
 * Asks once which cookies the visitor accepts and records the answer on the server (a plain
 * form post, so it works before JavaScript loads). Until then no optional cookie is set.
 */
export function CookieBanner({ onAnswered }: { onAnswered: (choice: ConsentChoice) => void }) {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== 'idle' || fetcher.data) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.08)]"
    >
      <fetcher.Form
        method="post"
        action="/cookie-consent"
        onSubmit={(event) => {
          // With JavaScript: record the answer in the background and stay on the page.
          // Without it, the browser posts the form and the server redirects back here.
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          const choice = submitter?.value;
          if (choice !== 'all' && choice !== 'necessary') return;
          event.preventDefault();
          onAnswered(choice);
          void fetcher.submit({ choice, intent: 'fetch' }, { method: 'post', action: '/cookie-consent' });
        }}
        className="mx-auto flex max-w-6xl flex-col gap-4 md:flex-row md:items-center md:justify-between"
      >
        <div className="flex gap-3">
          <Cookie aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <h2 id="cookie-banner-title" className="font-semibold">
              Rispettiamo la tua privacy
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Usiamo solo cookie tecnici necessari al funzionamento del sito. Con il tuo consenso potremo
              usare anche cookie statistici per capire come migliorare Provato. Puoi cambiare idea in ogni
              momento da «Preferenze cookie» in fondo alla pagina.{' '}
              <Link to="/legal/cookies" className="font-medium text-brand-700 underline">
                Cookie policy
              </Link>
            </p>
          </div>
        </div>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button type="submit" name="choice" value="necessary" variant="secondary">
            Solo necessari
          </Button>
          <Button type="submit" name="choice" value="all">
            Accetta tutti
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
