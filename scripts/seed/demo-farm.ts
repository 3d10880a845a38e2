import { sql } from 'drizzle-orm';
import type { Transaction } from '#app/lib/db.server.ts';
import { pgArray } from '#app/lib/pg-array.ts';
import { recordReviewTraces, recordSignUpTraces } from '#app/modules/integrity/account-traces.server.ts';

/*
 * A small review farm among the honest demo community (issue 29), so a moderator finds one on a
 * fresh start: four accounts opened within two days about eight days ago on one device and one
 * network (two of them one Gmail mailbox, dots and a +tag apart), which then posted lightly edited
 * copies of one five-star review of one product within a few hours. Two copies were published
 * (and paid, like any approved review), two wait; a fifth review copies another product's
 * description. Fixed texts and offsets from `now`: the same farm on every run.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The product the farm pushes, and the one whose description it copies (both approved). */
export const FARM_PRODUCT = 'Cosori Turbo Blaze 6 L';
export const FARM_COPIED_PRODUCT = 'Sony WF-1000XM5';
/** The browser they all used: a fixed, fake device id (the cookie's 22 base64url characters). */
const FARM_DEVICE_ID = 'Fq7dE2mXo1R9tKc4VwZ8aB';
/** A public-looking address of an Italian carrier's range; only its /24's keyed hash is stored. */
const FARM_IP = '151.38.112.47';

export type FarmMember = {
  firstName: string;
  lastName: string;
  email: string;
  /** Days before `now` the account was opened. */
  joinedDaysAgo: number;
};

export const farmMembers: FarmMember[] = [
  { firstName: 'Martina', lastName: 'Bassi', email: 'martina.bassi@gmail.com', joinedDaysAgo: 9.4 },
  { firstName: 'Luca', lastName: 'Ferrandi', email: 'lucaferrandi88@libero.it', joinedDaysAgo: 8.9 },
  { firstName: 'Serena', lastName: 'Bassi', email: 'martinabassi+rec@gmail.com', joinedDaysAgo: 8.3 },
  { firstName: 'Davide', lastName: 'Orsini', email: 'd.orsini@hotmail.it', joinedDaysAgo: 7.6 },
];

type FarmText = { title: string; pros: string; cons: string; comment: string };

/** The original and three light edits (synonyms, a sentence moved, an emoji, a number changed). */
const copies: FarmText[] = [
  {
    title: 'Friggitrice ad aria fantastica, la migliore mai avuta',
    pros: 'Cuoce velocissima e in modo uniforme, il cestello da 6 litri è enorme e si lava in un attimo.',
    cons: 'Nessuno, davvero niente da segnalare.',
    comment:
      "Ho comprato la Cosori Turbo Blaze tre settimane fa e la uso tutti i giorni. Le patatine vengono croccanti fuori e morbide dentro in appena 15 minuti, senza una goccia d'olio. Il pollo resta succoso e la pelle diventa dorata come al forno. Il display è chiarissimo e le nove funzioni preimpostate fanno tutto da sole. Consumi bassissimi rispetto al forno tradizionale. Prodotto eccellente, la consiglio a tutti senza esitazioni!",
  },
  {
    title: 'Friggitrice ad aria fantastica, la migliore mai provata',
    pros: 'Cuoce velocissima e in modo uniforme, il cestello da 6 litri è enorme e si pulisce in un attimo.',
    cons: 'Nessuno, proprio niente da segnalare.',
    comment:
      "Ho acquistato la Cosori Turbo Blaze tre settimane fa e ormai la uso ogni giorno. Le patatine escono croccanti fuori e morbide dentro in appena 15 minuti, senza una goccia d'olio. Il display è chiarissimo e le nove funzioni preimpostate fanno tutto da sole. Il pollo resta succoso e la pelle diventa dorata come al forno. Consumi bassissimi rispetto al forno tradizionale. Prodotto eccellente, la consiglio a tutti senza esitazioni! 👍",
  },
  {
    title: 'Friggitrice ad aria fantastica!! La migliore mai avuta',
    pros: 'Cuoce velocissima e in modo uniforme, il cestello da 6 litri è enorme e si lava in un attimo.',
    cons: 'Nessuno, niente da segnalare.',
    comment:
      "Ho comprato la Cosori Turbo Blaze due settimane fa e la uso tutti i giorni 😍 Le patatine vengono croccanti fuori e morbide dentro in appena 12 minuti, senza una goccia d'olio. Il pollo resta succoso e la pelle diventa dorata come in forno. Il display è chiarissimo e le nove funzioni preimpostate fanno tutto da sole. Consumi bassissimi rispetto al forno classico. Prodotto eccellente, la consiglio a tutti senza esitazioni!",
  },
  {
    title: 'Fantastica friggitrice ad aria, la migliore mai avuta',
    pros: 'Cuoce rapidissima e in modo uniforme, il cestello da 6 litri è enorme e si lava in un attimo.',
    cons: 'Nessuno, davvero niente da segnalare.',
    comment:
      "La Cosori Turbo Blaze l'ho comprata tre settimane fa e la uso tutti i giorni. Le patatine vengono croccanti fuori e morbide dentro in appena 15 minuti, senza neanche una goccia d'olio. Il pollo resta succoso e la pelle diventa dorata come al forno. Il display è chiarissimo, le nove funzioni preimpostate fanno tutto da sole. Consumi davvero bassissimi rispetto al forno tradizionale. Prodotto eccellente, la consiglio a tutti!!! 🔥🔥",
  },
];

/** Another product's description, passed off as a review. */
const descriptionCopy: FarmText = {
  title: 'Auricolari top, consigliatissimi',
  pros: 'Suono potente e cancellazione del rumore perfetta, batteria infinita.',
  cons: 'Nessuno, tutto perfetto.',
  comment:
    'Gli auricolari true wireless di punta di Sony sono più piccoli del 25% rispetto alla generazione precedente e montano il nuovo Dynamic Driver X. La cancellazione del rumore sfrutta tre microfoni per lato, con fino a 8 ore di autonomia e custodia compatibile con la ricarica wireless. Consigliatissimi, acquisto perfetto!',
};

export type FarmReview = FarmText & {
  id: string;
  productId: string;
  userId: string;
  rating: number;
  wouldRecommend: boolean;
  purchased: boolean;
  status: 'pubblicata' | 'in_revisione';
  rejectionReason: null;
  moderatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Pure: the farm's users, profiles (points filled in by the caller's rule) and reviews. The burst
 * is about six and a half days ago, when every account was under a week old.
 */
export function planFarm(input: {
  now: Date;
  products: { id: string; name: string; status: string }[];
  newUserId: () => string;
  newReviewId: () => string;
}) {
  const at = (daysAgo: number) => new Date(input.now.getTime() - Math.round(daysAgo * DAY));
  const productId = (name: string) => {
    const product = input.products.find((row) => row.name === name);
    if (!product || product.status !== 'approved') throw new Error(`The farm needs ${name}, approved`);
    return product.id;
  };
  const target = productId(FARM_PRODUCT);
  const users = farmMembers.map((member) => ({
    id: input.newUserId(),
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    emailVerified: true,
    createdAt: at(member.joinedDaysAgo),
  }));
  const burst = 6.6;
  const reviews: FarmReview[] = copies.map((text, index) => {
    const createdAt = new Date(at(burst).getTime() + index * 70 * 60_000);
    const published = index < 2;
    const moderatedAt = published ? new Date(createdAt.getTime() + 20 * HOUR) : null;
    return {
      id: input.newReviewId(),
      productId: target,
      userId: users[index]!.id,
      rating: 5,
      ...text,
      wouldRecommend: true,
      purchased: true,
      status: published ? 'pubblicata' : 'in_revisione',
      rejectionReason: null,
      moderatedAt,
      createdAt,
      updatedAt: moderatedAt ?? createdAt,
    };
  });
  const lastCopy = reviews[reviews.length - 1]!.createdAt;
  const copiedAt = new Date(lastCopy.getTime() + 45 * 60_000);
  reviews.push({
    id: input.newReviewId(),
    productId: productId(FARM_COPIED_PRODUCT),
    userId: users[1]!.id,
    rating: 5,
    ...descriptionCopy,
    wouldRecommend: true,
    purchased: true,
    status: 'in_revisione',
    rejectionReason: null,
    moderatedAt: null,
    createdAt: copiedAt,
    updatedAt: copiedAt,
  });
  const profiles = farmMembers.map((member, index) => ({
    userId: users[index]!.id,
    firstName: member.firstName,
    lastName: member.lastName,
    createdAt: users[index]!.createdAt,
  }));
  return { users, profiles, reviews };
}

export type FarmPlan = ReturnType<typeof planFarm>;

/**
 * The traces the farm left, written through the functions sign-up and review submission call (so
 * account_traces, account_links and the cluster are what production would hold: keyed hashes
 * only), then dated to when each happened.
 */
export async function recordFarmTraces(tx: Transaction, farm: FarmPlan) {
  const source = { deviceId: FARM_DEVICE_ID, ip: FARM_IP };
  for (const user of farm.users) {
    await recordSignUpTraces(tx, { userId: user.id, email: user.email, ...source });
  }
  for (const review of farm.reviews) {
    await recordReviewTraces(tx, { userId: review.userId, ...source });
  }
  // The functions stamp the database's clock: the demo's history happened days ago.
  for (const user of farm.users) {
    const first = farm.reviews.find((review) => review.userId === user.id)!;
    await tx.execute(sql`update account_traces
      set created_at = case when event = 'signup' then ${user.createdAt.toISOString()}::timestamptz
                            else ${first.createdAt.toISOString()}::timestamptz end
      where user_id = ${user.id}`);
  }
  const ids = farm.users.map((user) => user.id);
  const firstSeen = farm.users[farm.users.length - 1]!.createdAt.toISOString();
  const lastSeen = farm.reviews[farm.reviews.length - 1]!.createdAt.toISOString();
  await tx.execute(sql`update account_links
    set first_seen = ${firstSeen}::timestamptz, last_seen = ${lastSeen}::timestamptz
    where user_a = any(${pgArray(ids)}::text[]) and user_b = any(${pgArray(ids)}::text[])`);
  await tx.execute(sql`update account_cluster_members set joined_at = ${firstSeen}::timestamptz
    where user_id = any(${pgArray(ids)}::text[])`);
}
