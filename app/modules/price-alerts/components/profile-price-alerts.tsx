import { Link } from 'react-router';
import { type ListedAlert, PriceAlertList } from './price-alert-list.tsx';

/** The profile's 'Avvisi di prezzo' tab: what the alerts do, where to mute their e-mails, the list. */
export function ProfilePriceAlerts({ alerts }: { alerts: ListedAlert[] }) {
  return (
    <section id="avvisi" aria-labelledby="avvisi-di-prezzo" className="mt-4 scroll-mt-24">
      <h2 id="avvisi-di-prezzo" className="text-xl font-bold">
        Avvisi di prezzo
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Ti scriviamo quando il prezzo di un prodotto che segui scende. Puoi disattivare queste e-mail in{' '}
        <Link to="/settings" className="text-brand-700 underline">
          Impostazioni
        </Link>
        .
      </p>
      <PriceAlertList alerts={alerts} />
    </section>
  );
}
