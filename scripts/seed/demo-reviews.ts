/**
 * Writes the demo reviews from the phrases of scripts/seed/demo-review-phrases.ts: a review of a
 * product speaks of its kind only, its title, pros, cons and text share its rating's tone (pros and
 * cons about different aspects), it agrees with its author's grammatical gender, and no two reviews
 * of a product repeat a title or a sentence. Deterministic: every choice comes from the seeded
 * generator it is given.
 */
import type { Gender, ProductKind, ProductTrait } from './demo-catalog.ts';
import {
  type Aspect,
  closers,
  kindPhrases,
  type Line,
  type NounClass,
  sharedAspects,
  titleAdjectives,
  type Tone,
} from './demo-review-phrases.ts';
import type { Random } from './random.ts';

export type { Tone } from './demo-review-phrases.ts';

export type ReviewText = { title: string; pros: string; cons: string; comment: string | null };

type Bucket = 'good' | 'bad' | 'minor' | 'modest';

/** An aspect as it applies to one product: only the lines its traits allow. */
export type ProductAspect = {
  label?: string;
  plural: boolean;
  good: string[];
  bad: string[];
  minor: string[];
  modest: string[];
  titles: { good: string[]; bad: string[] };
};

/** A kind's phrases as they apply to one product (its traits decide which lines fit). */
export type ProductPhrases = {
  noun: NounClass;
  openers: string[];
  titles: Record<Tone, string[]>;
  closers: Record<Tone, string[]>;
  aspects: ProductAspect[];
};

export const toneOf = (rating: number): Tone =>
  rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';

const fits = (traits: ReadonlySet<ProductTrait>, rule: { needs?: ProductTrait; unless?: ProductTrait }) =>
  (!rule.needs || traits.has(rule.needs)) && (!rule.unless || !traits.has(rule.unless));

const linesFor = (lines: Line[] | undefined, traits: ReadonlySet<ProductTrait>): string[] =>
  (lines ?? []).flatMap((line) =>
    typeof line === 'string' ? [line] : fits(traits, line) ? [line.text] : [],
  );

export function phrasesFor(kind: ProductKind, traits: ReadonlySet<ProductTrait>): ProductPhrases {
  const phrases = kindPhrases[kind];
  const aspects = [...phrases.aspects, ...sharedAspects]
    .filter((aspect: Aspect) => fits(traits, aspect))
    .map((aspect) => ({
      label: aspect.label,
      plural: aspect.plural ?? false,
      good: linesFor(aspect.good, traits),
      bad: linesFor(aspect.bad, traits),
      minor: linesFor(aspect.minor, traits),
      modest: linesFor(aspect.modest, traits),
      titles: { good: linesFor(aspect.titles?.good, traits), bad: linesFor(aspect.titles?.bad, traits) },
    }));
  const byTone = (source: Record<Tone, Line[]>) => ({
    positive: linesFor(source.positive, traits),
    mixed: linesFor(source.mixed, traits),
    negative: linesFor(source.negative, traits),
  });
  return {
    noun: phrases.noun,
    openers: linesFor(phrases.openers, traits),
    titles: byTone(phrases.titles),
    closers: byTone(closers),
    aspects,
  };
}

const NOUN_FORM: Record<NounClass, number> = { m: 0, f: 1, mp: 2, fp: 3 };

/** Resolves the markup: `{masculine|feminine}` for the author, `[m|f|mp|fp]` for the product. */
export function resolve(text: string, gender: Gender, noun: NounClass): string {
  return text
    .replace(/\{([^{}|]*)\|([^{}|]*)\}/g, (_, masculine: string, feminine: string) =>
      gender === 'f' ? feminine : masculine,
    )
    .replace(
      /\[([^[\]|]*)\|([^[\]|]*)\|([^[\]|]*)\|([^[\]|]*)\]/g,
      (...match: string[]) => match[1 + NOUN_FORM[noun]]!,
    );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'Autonomia' → 'autonomia' mid-title, but 'GPS' and 'Game Pass' stay as they are. */
const midSentence = (label: string) =>
  /[A-Z]/.test(label.slice(1)) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** Every title composed from an aspect's label, for a tone ('Autonomia eccellente'). */
export function composedTitles(
  aspect: Pick<ProductAspect, 'label' | 'plural'>,
  tone: 'positive' | 'negative',
) {
  if (!aspect.label) return [];
  const adjectives = titleAdjectives[tone][aspect.plural ? 'many' : 'one'];
  return adjectives.map((adjective) => `${capitalize(aspect.label!)} ${adjective}`);
}

/** Every mixed title composed from two aspects ('Schermo convincente, ma autonomia deludente'). */
export function composedMixedTitles(good: ProductAspect, bad: ProductAspect) {
  if (!good.label || !bad.label) return [];
  const fair = titleAdjectives.fair[good.plural ? 'many' : 'one'];
  const poor = titleAdjectives.negative[bad.plural ? 'many' : 'one'];
  // 'sopra le attese, ma … sotto le attese' says 'attese' twice: one half says it, not both.
  return fair.flatMap((first) =>
    poor
      .filter((second) => !(first.includes('attese') && second.includes('attese')))
      .flatMap((second) => [
        `${capitalize(good.label!)} ${first}, ${midSentence(bad.label!)} ${second}`,
        `${capitalize(good.label!)} ${first}, ma ${midSentence(bad.label!)} ${second}`,
      ]),
  );
}

/**
 * One review's text. `used` holds what the product's earlier reviews said (phrases before their
 * markup is resolved): this one picks other phrases while there are any left.
 */
export function writeReview(
  random: Random,
  input: { phrases: ProductPhrases; tone: Tone; gender: Gender; used: Set<string>; withComment: boolean },
): ReviewText {
  const { phrases, tone, used } = input;
  const say = (text: string) => resolve(text, input.gender, phrases.noun);
  const fresh = (lines: string[]) => lines.filter((line) => !used.has(line));
  const take = (lines: string[]) => {
    const candidates = fresh(lines);
    const line = random.pick(candidates.length ? candidates : lines);
    used.add(line);
    return line;
  };
  /** A line the product's reviews have not said yet, or none. */
  const takeNew = (lines: string[]) => (fresh(lines).length ? [take(fresh(lines))] : []);
  /** An aspect with something (new, preferably) to say in a bucket, other than the excluded ones. */
  const aspectFor = (bucket: Bucket, exclude: (ProductAspect | undefined)[] = []) => {
    const candidates = phrases.aspects.filter((aspect) => !exclude.includes(aspect) && aspect[bucket].length);
    const unused = candidates.filter((aspect) => fresh(aspect[bucket]).length);
    return random.pick(unused.length ? unused : candidates);
  };
  /** A further sentence for the text: about the preferred aspects if they have one left, else none. */
  const sentenceAbout = (
    bucket: Bucket,
    preferred: ProductAspect[],
    exclude: (ProductAspect | undefined)[],
  ) => {
    const own = preferred.flatMap((aspect) => fresh(aspect[bucket]));
    if (own.length) return [take(own)];
    return takeNew(aspectFor(bucket, [...preferred, ...exclude])[bucket]);
  };
  /** A title about the whole product or about this aspect, one the page has not shown yet. */
  const titleAbout = (aspect: ProductAspect, side: 'good' | 'bad') => {
    const holistic = fresh(phrases.titles[tone]);
    const own = fresh(aspect.titles[side]);
    const composed = fresh(composedTitles(aspect, side === 'good' ? 'positive' : 'negative'));
    if (holistic.length && random.chance(0.4)) return take(holistic);
    if (own.length && random.chance(0.5)) return take(own);
    for (const titles of [composed, own, holistic]) if (titles.length) return take(titles);
    return take(phrases.titles[tone]);
  };

  let title: string;
  let pros: string[];
  let cons: string[];
  let body: string[];
  if (tone === 'positive') {
    const first = aspectFor('good');
    const second = random.chance(0.35) ? aspectFor('good', [first]) : undefined;
    pros = [take(first.good), ...(second ? [take(second.good)] : [])];
    const nitpick = aspectFor('minor', [first, second]);
    cons = [take(nitpick.minor)];
    title = titleAbout(first, 'good');
    body = sentenceAbout('good', second ? [first, second] : [first], [nitpick]);
  } else if (tone === 'mixed') {
    const liked = aspectFor('good');
    const disliked = aspectFor('bad', [liked]);
    pros = [take(liked.good)];
    cons = [take(disliked.bad)];
    const composed = fresh(composedMixedTitles(liked, disliked));
    const holistic = fresh(phrases.titles.mixed);
    title =
      composed.length && (!holistic.length || random.chance(0.7))
        ? take(composed)
        : take(holistic.length ? holistic : phrases.titles.mixed);
    body = [...sentenceAbout('good', [liked], [disliked]), ...sentenceAbout('bad', [disliked], [liked])];
  } else {
    const first = aspectFor('bad');
    const second = random.chance(0.35) ? aspectFor('bad', [first]) : undefined;
    cons = [take(first.bad), ...(second ? [take(second.bad)] : [])];
    const faint = aspectFor('modest', [first, second]);
    pros = [take(faint.modest)];
    title = titleAbout(first, 'bad');
    body = sentenceAbout('bad', second ? [first, second] : [first], [faint]);
  }
  // A text says something about the product, in words this page has not read yet.
  const opener = random.chance(0.55) ? takeNew(phrases.openers) : [];
  const closer = random.chance(0.7) ? takeNew(phrases.closers[tone]) : [];
  const comment =
    input.withComment && body.length ? [...opener, ...body, ...closer].map(say).join(' ') : null;
  return { title: say(title), pros: pros.map(say).join(' '), cons: cons.map(say).join(' '), comment };
}

/**
 * Why a moderator rejected some demo reviews, and what those reviews look like: each reason is
 * visible in the review (a courier's delay, a link, an e-mail address), none contradicts it.
 */
export const rejectionCases = [
  { shape: 'shipping', reason: 'La recensione non descrive il prodotto ma la spedizione del venditore.' },
  { shape: 'link', reason: 'La recensione contiene link esterni o contenuti promozionali non consentiti.' },
  { shape: 'copy', reason: "Il contenuto risulta copiato da un'altra recensione già pubblicata sul sito." },
  { shape: 'generic', reason: 'Il testo è troppo generico e non offre informazioni utili sul prodotto.' },
  {
    shape: 'personal',
    reason: 'La recensione contiene dati personali come numeri di telefono o indirizzi email.',
  },
] as const;
export type RejectionShape = (typeof rejectionCases)[number]['shape'];

/** A review of the delivery, not of the product (negative: one or two stars). */
export const shippingReview = {
  titles: ['Consegna in ritardo di una settimana', 'Pacco arrivato ammaccato', 'Corriere introvabile'],
  pros: ['Il venditore ha risposto alle email.', 'Almeno le spese di spedizione mi sono state restituite.'],
  cons: [
    'Il corriere è arrivato con sei giorni di ritardo senza avvisare.',
    'Il pacco è arrivato ammaccato e con il nastro strappato.',
    'Il tracciamento è rimasto fermo per una settimana.',
  ],
  comments: [
    'Ordinato con consegna in due giorni, arrivato dopo nove. Al numero del corriere non rispondeva nessuno.',
    'Il pacco è stato lasciato davanti al cancello sotto la pioggia. Il prodotto non ho ancora avuto modo di provarlo.',
    'Due settimane per una consegna promessa in 48 ore, e nessuna risposta alle mie email.',
  ],
} as const;

/** A review too vague to help anyone (positive: four or five stars). */
export const genericReview = {
  titles: ['Bello bello', 'Tutto ok!', 'Top!!'],
  pros: ['Tutto bene, niente da dire.', 'Bello e funziona.'],
  cons: ['Nessuno per ora.', 'Niente da segnalare.'],
  comments: ['Consigliato!!', 'Bello, tutto ok.', 'Arrivato, funziona.'],
} as const;

/** The sentence a 'link' review ends with. */
export const promotionalSentence =
  "[L'ho trovato|L'ho trovata|Li ho trovati|Le ho trovate] a meno su www.superofferte-tech.example: con il codice PROVATO10 c'è anche lo sconto.";

/** The sentence a 'personal' review ends with. */
export const personalDataSentence = (email: string) =>
  `Per qualsiasi domanda scrivetemi a ${email} o chiamatemi al 347 118 2290.`;
