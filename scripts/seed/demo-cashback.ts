import { and, asc, eq, isNotNull, like } from 'drizzle-orm';
import type { Transaction } from '#app/lib/db.server.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';
import { merchantKey, orderKey } from '#app/modules/cashback/cashback-claims.server.ts';
import { cashbackPointsFor } from '#app/modules/points/points-rules.ts';
import {
  activities,
  cashbackClaims,
  cashbackTransactions,
  merchants,
  offerClicks,
  offers,
  pointsLedger,
  products,
} from '#db/schema/index.ts';
import { CONFLICTED_CLAIMS, CONFLICTED_SHOP } from './demo-claims.ts';
import { creditDemoProfiles } from './demo-points.ts';

const DAY = 86_400_000;

type Planned = {
  status: 'pending' | 'confirmed' | 'reversed';
  daysAgo: number;
  amount: number;
  declineReason?: string;
};

/** The demo person's purchases through Awin links, then a few for other members. */
const DEMO_PERSON: Planned[] = [
  { status: 'confirmed', daysAgo: 41, amount: 329.9 },
  {
    status: 'reversed',
    daysAgo: 33,
    amount: 89.99,
    declineReason:
      'Ordine restituito entro i 14 giorni: il negozio lo ha rimborsato e annullato la commissione',
  },
  { status: 'pending', daysAgo: 6, amount: 649 },
  { status: 'pending', daysAgo: 2, amount: 39.9 },
];
const OTHERS: Planned[][] = [
  [{ status: 'confirmed', daysAgo: 50, amount: 1189 }],
  [{ status: 'pending', daysAgo: 4, amount: 129.99 }],
  [
    { status: 'confirmed', daysAgo: 28, amount: 74.9 },
    {
      status: 'reversed',
      daysAgo: 20,
      amount: 219,
      declineReason: 'Ordine annullato dal negozio: prodotto non più disponibile',
    },
  ],
];

/**
 * The demo person's latest clicks to shops with no purchase (yet): hours and days ago, on offers of
 * about these prices; a cashback shop's click carries its reference, Amazon's does not.
 */
const DEMO_RECENT_CLICKS: { hoursAgo: number; price: number; cashback: boolean }[] = [
  { hoursAgo: 3, price: 249, cashback: true },
  { hoursAgo: 27, price: 129, cashback: false },
  { hoursAgo: 50, price: 899, cashback: true },
  { hoursAgo: 98, price: 59, cashback: true },
];

/**
 * Members' cashback as the app records it (decision 020): a click with its reference on an Awin
 * offer, the network's transaction matched on it, pending points (not in the balance), confirmed
 * ones credited through the ledger, a reversed one credited then taken back; the activity lines;
 * balances moved by the same amounts. Plus the demo person's claims, one waiting, one rejected, and
 * one order claimed by two other members (CONFLICTED_CLAIMS).
 */
export async function insertCashbackHistory(
  tx: Transaction,
  options: { now: Date; users: { id: string; email: string }[] },
) {
  const awinOffers = await tx
    .select({ id: offers.id, merchantName: merchants.name, price: offers.price })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(
      and(
        like(offers.affiliateUrl, 'https://www.awin1.com/%'),
        eq(offers.isApproved, true),
        isNotNull(offers.price),
      ),
    )
    .orderBy(asc(offers.externalId));
  if (awinOffers.length === 0) return;
  // Each purchase went through the link of an offer that costs about what was spent.
  const clicked = new Set<string>();
  const offerFor = (amount: number) => {
    const unclicked = awinOffers.filter((offer) => !clicked.has(offer.id));
    const candidates = unclicked.length ? unclicked : awinOffers;
    const offer = candidates.reduce((best, next) =>
      Math.abs(Number(next.price) - amount) < Math.abs(Number(best.price) - amount) ? next : best,
    );
    clicked.add(offer.id);
    return offer;
  };
  const demo = options.users.find((user) => user.email === DEMO_ACCOUNTS.user.email);
  const others = options.users.filter((user) => user !== demo);
  const histories: [string, Planned[]][] = [
    ...(demo ? [[demo.id, DEMO_PERSON] as [string, Planned[]]] : []),
    ...others
      .slice(2, 2 + OTHERS.length)
      .map((user, index) => [user.id, OTHERS[index]!] as [string, Planned[]]),
  ];

  let serial = 0;
  const net = new Map<string, number>();
  for (const [userId, planned] of histories) {
    for (const item of planned) {
      serial += 1;
      const offer = offerFor(item.amount);
      const clickedAt = new Date(options.now.getTime() - item.daysAgo * DAY);
      const clickRef = `pvdemo${String(serial).padStart(14, '0')}`;
      const [click] = await tx
        .insert(offerClicks)
        .values({ offerId: offer.id, userId, clickRef, createdAt: clickedAt })
        .returning({ id: offerClicks.id });
      const points = cashbackPointsFor(item.amount);
      const decided = item.status === 'pending' ? null : new Date(clickedAt.getTime() + 14 * DAY);
      const [stored] = await tx
        .insert(cashbackTransactions)
        .values({
          network: 'awin',
          networkId: String(41_000_000 + serial),
          clickId: click!.id,
          clickRef,
          userId,
          merchantName: offer.merchantName,
          orderRef: `ORD-${2_600_000 + serial * 37}`,
          saleAmount: item.amount.toFixed(2),
          commissionAmount: (item.amount * 0.03).toFixed(2),
          currency: 'EUR',
          networkStatus:
            item.status === 'pending' ? 'pending' : item.status === 'confirmed' ? 'approved' : 'declined',
          status: item.status,
          points,
          creditedPoints: item.status === 'confirmed' ? points : 0,
          transactionDate: new Date(clickedAt.getTime() + 20 * 60_000),
          validationDate: decided,
          declineReason: item.declineReason ?? null,
          createdAt: new Date(clickedAt.getTime() + DAY),
        })
        .returning({ id: cashbackTransactions.id });
      const line = { userId, type: 'cashback' };
      await tx.insert(activities).values({
        ...line,
        text: `Cashback in attesa: ${points} punti per il tuo acquisto su ${offer.merchantName}, accreditati quando il negozio lo conferma`,
        pointsEarned: 0,
        createdAt: new Date(clickedAt.getTime() + DAY),
      });
      if (item.status === 'pending') continue;
      // The reversed one was confirmed first, then declined after a return.
      const reference = { referenceType: 'cashback_transaction', referenceId: stored!.id };
      const confirmedAt = item.status === 'confirmed' ? decided! : new Date(clickedAt.getTime() + 7 * DAY);
      await tx.insert(pointsLedger).values({
        userId,
        delta: points,
        kind: 'cashback',
        idempotencyKey: `cashback:${stored!.id}`,
        reason: `Cashback ${offer.merchantName}`,
        createdAt: confirmedAt,
        ...reference,
      });
      await tx.insert(activities).values({
        ...line,
        text: `Cashback confermato per il tuo acquisto su ${offer.merchantName}`,
        pointsEarned: points,
        createdAt: confirmedAt,
      });
      net.set(userId, (net.get(userId) ?? 0) + points);
      if (item.status === 'reversed') {
        await tx.insert(pointsLedger).values({
          userId,
          delta: -points,
          kind: 'cashback',
          idempotencyKey: `cashback-reversal:${stored!.id}`,
          reason: `Cashback annullato ${offer.merchantName}`,
          createdAt: decided!,
          ...reference,
        });
        await tx.insert(activities).values({
          ...line,
          text: `Cashback annullato per il tuo acquisto su ${offer.merchantName}: ordine annullato o reso`,
          pointsEarned: -points,
          createdAt: decided!,
        });
        net.set(userId, net.get(userId)! - points);
      }
    }
  }
  await creditDemoProfiles(tx, net);
  if (demo) await insertRecentClicks(tx, { now: options.now, userId: demo.id, clicked, serial });
  if (demo) {
    const day = (daysAgo: number) =>
      new Date(options.now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    await tx.insert(cashbackClaims).values([
      {
        userId: demo.id,
        merchantName: 'Unieuro',
        merchantKey: 'unieuro',
        orderRef: 'UE-48213977',
        orderKey: 'ue48213977',
        amount: '179.00',
        purchasedOn: day(12),
        createdAt: new Date(options.now.getTime() - 3 * DAY),
      },
      {
        userId: demo.id,
        merchantName: 'ePRICE',
        merchantKey: 'eprice',
        orderRef: 'EP-2026-118734',
        orderKey: 'ep2026118734',
        amount: '59.90',
        purchasedOn: day(40),
        status: 'rejected',
        reason:
          'Il negozio ha verificato l’ordine: era stato pagato con un buono regalo, escluso dal cashback.',
        decidedAt: new Date(options.now.getTime() - 25 * DAY),
        createdAt: new Date(options.now.getTime() - 30 * DAY),
      },
    ]);
  }
  // Someone else's refused claim: the one an upheld appeal re-opens (demo-appeals.ts).
  const refused = others.at(-1);
  if (refused)
    await tx.insert(cashbackClaims).values({
      userId: refused.id,
      merchantName: 'MediaWorld',
      merchantKey: 'mediaworld',
      orderRef: 'MW-7730192',
      orderKey: 'mw7730192',
      amount: '249.00',
      purchasedOn: new Date(options.now.getTime() - 20 * DAY).toISOString().slice(0, 10),
      status: 'rejected',
      reason: 'Il numero d’ordine non risulta tra gli acquisti confermati dal negozio.',
      decidedAt: new Date(options.now.getTime() - 9 * DAY),
      createdAt: new Date(options.now.getTime() - 15 * DAY),
    });
  const claimants = CONFLICTED_CLAIMS.map((claim) => ({ claim, user: others[claim.member] }));
  if (claimants.every(({ user }) => user)) {
    const day = (daysAgo: number) =>
      new Date(options.now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    await tx.insert(cashbackClaims).values(
      claimants.map(({ claim, user }) => ({
        userId: user!.id,
        merchantName: CONFLICTED_SHOP,
        merchantKey: merchantKey(CONFLICTED_SHOP),
        orderRef: claim.orderRef,
        // The same key for both spellings: what submitCashbackClaim compares.
        orderKey: orderKey(claim.orderRef),
        amount: claim.amount,
        purchasedOn: day(claim.purchasedDaysAgo),
        conflict: true,
        createdAt: new Date(options.now.getTime() - claim.claimedDaysAgo * DAY),
      })),
    );
  }
}

/** The demo person's recent clicks (see DEMO_RECENT_CLICKS), each on an offer not clicked before. */
async function insertRecentClicks(
  tx: Transaction,
  options: { now: Date; userId: string; clicked: Set<string>; serial: number },
) {
  const offersForSale = await tx
    .select({ id: offers.id, price: offers.price, affiliateUrl: offers.affiliateUrl })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.isApproved, true),
        eq(offers.isForSale, true),
        eq(products.status, 'approved'),
        isNotNull(offers.price),
      ),
    )
    .orderBy(asc(offers.externalId));
  let serial = options.serial;
  for (const planned of DEMO_RECENT_CLICKS) {
    const candidates = offersForSale.filter(
      (offer) =>
        !options.clicked.has(offer.id) &&
        offer.affiliateUrl.startsWith('https://www.awin1.com/') === planned.cashback,
    );
    if (candidates.length === 0) continue;
    const offer = candidates.reduce((best, next) =>
      Math.abs(Number(next.price) - planned.price) < Math.abs(Number(best.price) - planned.price)
        ? next
        : best,
    );
    options.clicked.add(offer.id);
    serial += 1;
    await tx.insert(offerClicks).values({
      offerId: offer.id,
      userId: options.userId,
      clickRef: planned.cashback ? `pvdemo${String(serial).padStart(14, '0')}` : null,
      createdAt: new Date(options.now.getTime() - planned.hoursAgo * 3_600_000),
    });
  }
}
