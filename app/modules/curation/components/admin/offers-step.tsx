import { ArrowLeft, ArrowRight, CheckCircle2, EyeOff, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPrice } from '#app/lib/format.ts';
import { ProductStatusPill } from '#app/modules/catalog/components/admin/products-tab.tsx';
import { Cell, cellInput, DataTable, HeadCell } from '#app/ui/admin/data-table.tsx';
import { StatusPill } from '#app/ui/admin/page-parts.tsx';
import { useAdminAction } from '#app/ui/admin/use-admin-action.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import { curationHref } from '../../curation-query.ts';
import { CANDIDATES_SHOWN } from '../../curation.schema.ts';
import type { Candidate, CurationOffer, CurationStep, LinkedOffer } from '../../curation.server.ts';
import { MarketplaceOfferForm } from './marketplace-offer-form.tsx';

const METHOD_LABELS: Record<Candidate['method'], string> = {
  ean: 'Stesso EAN',
  model: 'Stesso modello',
  asin: 'Stesso ASIN',
  name: 'Nome simile',
};

const price = (offer: CurationOffer) => (offer.price === null ? '—' : formatPrice(offer.price));

/** Step 2, 'Gestione Offerte': one product of the selection at a time. */
export function OffersStep({ step, marketplace }: { step: CurationStep; marketplace: boolean }) {
  const { product, at, total } = step;
  const navigate = useNavigate();
  const last = at === total;
  const complete = useAdminAction({
    toastRefusals: true,
    onSuccess: () => {
      if (!last) void navigate(curationHref({ step: 2, at: at + 1 }));
    },
  });
  // Once finished the page shows step 1 (the selection is empty) and moves the address there.
  const finish = useAdminAction({ toastRefusals: true });
  const shown = step.candidates.slice(0, CANDIDATES_SHOWN);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Gestione Offerte</h2>
        <p className="text-sm font-semibold" data-testid="curation-position">
          Prodotto {at} di {total} · {Math.round((at / total) * 100)}%
        </p>
      </div>

      <article className="flex flex-wrap gap-4 rounded-2xl border border-line bg-surface p-4">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-lg object-contain"
          />
        ) : (
          <span aria-hidden className="size-24 rounded-lg bg-gray-100" />
        )}
        <div className="min-w-60 flex-1 space-y-1">
          <h3 className="text-lg font-semibold">{product.name}</h3>
          <p className="text-sm text-ink-muted">
            {[
              product.brandName,
              product.ean && `EAN ${product.ean}`,
              product.mpn && `Modello ${product.mpn}`,
              product.asin && `ASIN ${product.asin}`,
            ]
              .filter(Boolean)
              .join(' · ') || 'Nessun codice'}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <ProductStatusPill status={product.status} />
            <span>Miglior prezzo: {product.bestPrice ? formatPrice(product.bestPrice) : '—'}</span>
            <Link to={`/product/${product.slug}`} className="text-brand-700 underline">
              Apri la scheda
            </Link>
          </p>
          <p className="text-sm" data-testid="curation-counters">
            Offerte collegate: <strong>{step.linked.length}</strong> · Candidati:{' '}
            <strong>{step.candidates.length}</strong>
          </p>
        </div>
        <complete.Form method="post" className="self-start">
          <input type="hidden" name="intent" value="complete-product" />
          <input type="hidden" name="productId" value={product.id} />
          <Button type="submit" disabled={complete.state !== 'idle'}>
            <CheckCircle2 aria-hidden className="size-4" /> Completa Curatela
          </Button>
        </complete.Form>
      </article>

      <LinkedOffers productId={product.id} offers={step.linked} />
      <Candidates productId={product.id} candidates={shown} hiddenCount={step.hiddenCount} />
      <MarketplaceOfferForm productId={product.id} configured={marketplace} />

      <nav aria-label="Prodotti della selezione" className="flex flex-wrap items-center gap-2">
        <ButtonLink to={curationHref({})} variant="ghost">
          <ArrowLeft aria-hidden className="size-4" /> Indietro
        </ButtonLink>
        <span className="flex-1" />
        {at > 1 && (
          <ButtonLink to={curationHref({ step: 2, at: at - 1 })} variant="secondary">
            <ArrowLeft aria-hidden className="size-4" /> Prodotto precedente
          </ButtonLink>
        )}
        {last ? (
          <finish.Form method="post">
            <input type="hidden" name="intent" value="finish" />
            <Button type="submit" disabled={finish.state !== 'idle'}>
              Completa Wizard
            </Button>
          </finish.Form>
        ) : (
          <ButtonLink to={curationHref({ step: 2, at: at + 1 })} variant="secondary">
            Prodotto successivo <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
        )}
      </nav>
    </>
  );
}

function LinkedOffers({ productId, offers }: { productId: string; offers: LinkedOffer[] }) {
  return (
    <section aria-labelledby="linked-title" className="space-y-2">
      <h3 id="linked-title" className="font-semibold">
        Offerte collegate
      </h3>
      {offers.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-sm">
          Nessuna offerta collegata: collega un candidato o aggiungi un&apos;offerta Amazon.
        </p>
      ) : (
        <DataTable
          caption="Offerte collegate"
          head={
            <tr>
              <HeadCell>Negozio</HeadCell>
              <HeadCell>Offerta</HeadCell>
              <HeadCell className="text-right">Prezzo</HeadCell>
              <HeadCell>Stato</HeadCell>
              <HeadCell>Variante</HeadCell>
              <HeadCell>Azioni</HeadCell>
            </tr>
          }
        >
          {offers.map((offer) => (
            <LinkedOfferRow key={offer.id} productId={productId} offer={offer} />
          ))}
        </DataTable>
      )}
    </section>
  );
}

function LinkedOfferRow({ productId, offer }: { productId: string; offer: LinkedOffer }) {
  const variant = useAdminAction({ toastRefusals: true });
  const unlink = useAdminAction({ toastRefusals: true });
  const [isVariant, setIsVariant] = useState(offer.isVariant);
  const formId = `variant-${offer.id}`;
  return (
    <tr>
      <Cell>{offer.merchantName}</Cell>
      <Cell className="max-w-80">{offer.name}</Cell>
      <Cell className="text-right tabular-nums">{price(offer)}</Cell>
      <Cell>
        <StatusPill tone={offer.isApproved ? 'green' : 'amber'}>
          {offer.isApproved ? 'Visibile' : 'Da approvare'}
        </StatusPill>
      </Cell>
      <Cell>
        <variant.Form method="post" id={formId} className="flex items-center gap-2">
          <input type="hidden" name="intent" value="variant" />
          <input type="hidden" name="offerId" value={offer.id} />
          <label className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="isVariant"
              className="size-5"
              checked={isVariant}
              onChange={(event) => setIsVariant(event.currentTarget.checked)}
            />
            Variante
          </label>
          <input
            name="variantName"
            aria-label={`Nome della variante di ${offer.name}`}
            defaultValue={offer.variantName ?? ''}
            key={String(isVariant)}
            disabled={!isVariant}
            placeholder="es. Blu, 256 GB"
            maxLength={100}
            className={cn(cellInput, 'w-36 min-w-24')}
          />
          <Button type="submit" variant="secondary" disabled={variant.state !== 'idle'}>
            Salva
          </Button>
        </variant.Form>
      </Cell>
      <Cell>
        <unlink.Form method="post">
          <input type="hidden" name="intent" value="unlink" />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="offerId" value={offer.id} />
          <Button
            type="submit"
            variant="ghost"
            disabled={unlink.state !== 'idle'}
            aria-label={`Scollega ${offer.name}`}
          >
            <Unlink aria-hidden className="size-4" /> Scollega
          </Button>
        </unlink.Form>
      </Cell>
    </tr>
  );
}

function Candidates(props: { productId: string; candidates: Candidate[]; hiddenCount: number }) {
  const unhide = useAdminAction({ toastRefusals: true });
  return (
    <section aria-labelledby="candidates-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="candidates-title" className="font-semibold">
          Offerte candidate
        </h3>
        {props.hiddenCount > 0 && (
          <unhide.Form method="post">
            <input type="hidden" name="intent" value="unhide" />
            <input type="hidden" name="productId" value={props.productId} />
            <Button type="submit" variant="ghost" disabled={unhide.state !== 'idle'}>
              Mostra di nuovo {props.hiddenCount === 1 ? '1 nascosta' : `${props.hiddenCount} nascoste`}
            </Button>
          </unhide.Form>
        )}
      </div>
      {props.candidates.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-sm">
          Nessuna offerta da collegare somiglia a questo prodotto.
        </p>
      ) : (
        <DataTable
          caption="Offerte candidate"
          head={
            <tr>
              <HeadCell>Negozio</HeadCell>
              <HeadCell>Offerta</HeadCell>
              <HeadCell className="text-right">Prezzo</HeadCell>
              <HeadCell>Corrispondenza</HeadCell>
              <HeadCell>Azioni</HeadCell>
            </tr>
          }
        >
          {props.candidates.map((candidate) => (
            <CandidateRow key={candidate.id} productId={props.productId} candidate={candidate} />
          ))}
        </DataTable>
      )}
    </section>
  );
}

function CandidateRow({ productId, candidate }: { productId: string; candidate: Candidate }) {
  const link = useAdminAction({ toastRefusals: true });
  const hide = useAdminAction({ toastRefusals: true });
  const busy = link.state !== 'idle' || hide.state !== 'idle';
  return (
    <tr>
      <Cell>{candidate.merchantName}</Cell>
      <Cell className="max-w-80">
        {candidate.name}
        <span className="block text-xs text-ink-muted">
          {[candidate.ean && `EAN ${candidate.ean}`, candidate.mpn && `Modello ${candidate.mpn}`]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </Cell>
      <Cell className="text-right tabular-nums">{price(candidate)}</Cell>
      <Cell>
        <StatusPill tone={candidate.method === 'name' ? 'blue' : 'green'}>
          {METHOD_LABELS[candidate.method]} · {Math.round(candidate.score * 100)}%
        </StatusPill>
      </Cell>
      <Cell>
        <div className="flex flex-wrap gap-1">
          <link.Form method="post">
            <input type="hidden" name="intent" value="link" />
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="offerId" value={candidate.id} />
            <Button
              type="submit"
              variant="secondary"
              disabled={busy}
              aria-label={`Collega ${candidate.name}`}
            >
              <Link2 aria-hidden className="size-4" /> Collega
            </Button>
          </link.Form>
          <hide.Form method="post">
            <input type="hidden" name="intent" value="hide" />
            <input type="hidden" name="productId" value={productId} />
            <input type="hidden" name="offerId" value={candidate.id} />
            <Button type="submit" variant="ghost" disabled={busy} aria-label={`Nascondi ${candidate.name}`}>
              <EyeOff aria-hidden className="size-4" /> Nascondi
            </Button>
          </hide.Form>
        </div>
      </Cell>
    </tr>
  );
}
