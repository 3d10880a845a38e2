import { Quote } from 'lucide-react';
import { Link } from 'react-router';
import { formatInteger } from '#app/lib/format.ts';
import { Carousel } from '#app/ui/carousel.tsx';
import { Reveal } from '#app/ui/reveal.tsx';
import { Stars } from '#app/ui/stars.tsx';
import type { listCommunityVoices, listRecentPublishedReviews } from '../../landing.server.ts';

export type RecentReview = Awaited<ReturnType<typeof listRecentPublishedReviews>>[number];
export type CommunityVoice = Awaited<ReturnType<typeof listCommunityVoices>>[number];

/** 'Le ultime recensioni': the latest published reviews, one card each; nothing when there are none. */
export function RecentReviews({ reviews }: { reviews: RecentReview[] }) {
  if (reviews.length === 0) return null;
  return (
    <Reveal>
      <section aria-labelledby="ultime-recensioni" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="ultime-recensioni" className="text-2xl font-bold md:text-3xl">
          Le ultime recensioni
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          Pubblicate dopo la verifica del nostro team. Gli autori ricevono punti per ogni recensione
          approvata, qualunque sia il voto.{' '}
          <Link to="/come-funzionano-le-recensioni" className="underline">
            Come funzionano le recensioni
          </Link>
        </p>
        <div className="mt-6">
          <Carousel label="Ultime recensioni">
            {reviews.map((review) => (
              <article
                key={review.id}
                className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5"
              >
                <Stars value={review.rating} size="sm" />
                <h3 className="mt-2 font-semibold">{review.title}</h3>
                <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{review.excerpt}</p>
                <p className="mt-auto pt-3 text-sm">
                  {review.author} su{' '}
                  <Link
                    to={`/product/${review.productSlug}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {review.productName}
                  </Link>
                </p>
              </article>
            ))}
          </Carousel>
        </div>
      </section>
    </Reveal>
  );
}

/** 'Dalla community': the most active reviewers, each with a line of their most useful review. */
export function CommunityVoices({ voices }: { voices: CommunityVoice[] }) {
  if (voices.length === 0) return null;
  return (
    <Reveal>
      <section aria-labelledby="dalla-community" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="dalla-community" className="text-2xl font-bold md:text-3xl">
          Dalla community
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          I recensori più attivi, con le loro parole: un estratto della loro recensione più utile.
        </p>
        <div className="mt-6">
          <Carousel label="Dalla community">
            {voices.map((voice) => (
              <figure
                key={voice.author + voice.title}
                className="flex h-full flex-col rounded-2xl bg-brand-50 p-5"
              >
                <div className="flex items-center justify-between gap-2">
                  <Quote aria-hidden className="size-6 text-brand-700" />
                  <Stars value={voice.rating} size="sm" />
                </div>
                <blockquote className="mt-2 line-clamp-4">{voice.quote}</blockquote>
                <figcaption className="mt-auto pt-3 text-sm">
                  <span className="font-semibold">{voice.author}</span> · livello {voice.tier} ·{' '}
                  {voice.published === 1 ? '1 recensione' : `${formatInteger(voice.published)} recensioni`}
                  <br />
                  <span className="text-ink-muted">su {voice.productName}</span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </section>
    </Reveal>
  );
}
