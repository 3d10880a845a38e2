import { ShoppingBag } from 'lucide-react';
import { OtherWaysToEarn } from '#app/modules/community/components/other-ways-to-earn.tsx';
import { cashbackRange } from '#app/modules/points/points-promise.ts';
import { ButtonLink } from '#app/ui/button.tsx';
import type { CashbackSummary } from '../cashback.server.ts';
import { CashbackPoints } from './cashback-points.tsx';
import { CashbackBands, type CashbackBandRow, CashbackRules, CashbackSteps } from './cashback-rules.tsx';
import { ClaimSection, type OwnClaim } from './claim-form.tsx';
import { MyCashback, RecentClicks, type RecentClicksPage } from './my-cashback.tsx';

export type CashbackProgrammeData = {
  bands: CashbackBandRow[];
  /** The signed-in person's points, clicks, purchases and claims; null for a visitor. */
  mine: { summary: CashbackSummary; claims: OwnClaim[]; clicks: RecentClicksPage } | null;
};

/** /cashback: how cashback in points works and, for a signed-in person, their own. */
export function CashbackProgrammePage({ bands, mine }: CashbackProgrammeData) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold">
        <ShoppingBag aria-hidden className="size-8 text-brand-700" /> Cashback
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Quando compri da un negozio che sulla pagina del prodotto indica «Cashback», ricevi {cashbackRange},
        in base all&apos;importo dell&apos;ordine.
      </p>
      {mine && (
        <CashbackPoints
          pending={mine.summary.pending}
          confirmed={mine.summary.confirmed}
          className="mt-6"
          linkToPage={false}
        />
      )}
      <CashbackSteps />
      <CashbackBands bands={bands} />
      <CashbackRules />
      {mine ? (
        <>
          <RecentClicks clicks={mine.clicks} />
          <MyCashback recent={mine.summary.recent} />
          <ClaimSection claims={mine.claims} />
        </>
      ) : (
        <p className="mt-6">
          <ButtonLink to="/auth?tab=login&redirect=/cashback" variant="secondary">
            Accedi per vedere il tuo cashback
          </ButtonLink>
        </p>
      )}
      <OtherWaysToEarn current="/cashback" />
    </div>
  );
}
