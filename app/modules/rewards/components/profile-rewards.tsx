import { ButtonLink } from '#app/ui/button.tsx';
import { type RewardRequestItem, RewardRequestList } from './reward-request-list.tsx';

/** The profile's 'I miei Premi' tab (/profile#rewards, the dashboard's and the e-mails' link). */
export function ProfileRewards({ requests }: { requests: RewardRequestItem[] }) {
  return (
    <section id="rewards" aria-labelledby="i-miei-premi" className="mt-4 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="i-miei-premi" className="text-xl font-bold">
          I miei Premi
        </h2>
        <ButtonLink to="/rewards" variant="secondary">
          Riscatta un premio
        </ButtonLink>
      </div>
      {requests.length === 0 ? (
        <p className="mt-4 text-ink-muted">
          Non hai ancora riscattato premi: trasforma i tuoi punti in buoni sconto.
        </p>
      ) : (
        <RewardRequestList items={requests} />
      )}
    </section>
  );
}
