import type { Transaction } from '#app/lib/db.server.ts';
import { INVITE_POINTS, SURVEY_POINTS, type TierThresholds } from '#app/modules/points/points-rules.ts';
import { activities, pointsLedger, referrals } from '#db/schema/index.ts';
import { demoUsers, type DemoUser, type Gender } from './demo-catalog.ts';
import { createRandom, type Random } from './random.ts';
import { creditDemoProfiles } from './demo-points.ts';

const DAY = 86_400_000;

/**
 * The demo community: the named members of demo-catalog.ts, then more people drawn from common
 * Italian names, about 200 in all. Like a real review site, a few write a lot and most write one
 * to three reviews (or none yet); the busiest combine reviews with invites and surveys, so some
 * reach Silver and Gold by the tier rules (points-rules.ts `tierFor`), not by fiat.
 */
export const DEMO_MEMBERS = 200;

/** What a member does: how many reviews, friends invited, and the tier the total should reach. */
export type Activity = { reviews: number; invites: number; tier: 'Bronze' | 'Silver' | 'Gold' };

/** The busiest members, by their place in `demoUsers` (1 is the demo person, Giulia: Bronze). */
const NAMED: Record<number, Activity> = {
  0: { reviews: 104, invites: 19, tier: 'Gold' },
  1: { reviews: 31, invites: 0, tier: 'Bronze' },
  2: { reviews: 46, invites: 4, tier: 'Silver' },
  3: { reviews: 41, invites: 3, tier: 'Silver' },
  4: { reviews: 36, invites: 2, tier: 'Silver' },
  5: { reviews: 96, invites: 18, tier: 'Gold' },
  6: { reviews: 31, invites: 3, tier: 'Silver' },
};

/** A member's activity by their place in the list: the named ones, then fewer and fewer. */
export function activityOf(index: number, random: Random): Activity {
  const named = NAMED[index];
  if (named) return named;
  // The rest of the named members: regulars with a handful to a dozen and a half reviews.
  if (index < demoUsers.length) return { reviews: random.int(6, 17), invites: 0, tier: 'Bronze' };
  // Then some occasional reviewers, then the long tail: one to three reviews, or none yet.
  if (index < demoUsers.length + 20) return { reviews: random.int(4, 7), invites: 0, tier: 'Bronze' };
  const reviews = Number(random.weighted({ 0: 20, 1: 45, 2: 22, 3: 9, 4: 4 }));
  return { reviews, invites: 0, tier: 'Bronze' };
}

const FIRST_NAMES: Record<Gender, string[]> = {
  m: 'Francesco,Davide,Riccardo,Stefano,Federico,Gabriele,Tommaso,Paolo,Roberto,Antonio,Fabio,Emanuele,Daniele,Giorgio,Pietro,Filippo,Michele,Claudio,Massimo,Edoardo,Enrico,Salvatore,Vincenzo,Mattia,Leonardo,Cristian,Diego,Alberto,Carlo,Raffaele,Samuele,Jacopo,Marco,Luca,Andrea,Matteo,Simone,Giuseppe,Lorenzo,Alessandro'.split(
    ',',
  ),
  f: 'Laura,Anna,Silvia,Paola,Roberta,Serena,Elisa,Giorgia,Beatrice,Camilla,Aurora,Alice,Marta,Veronica,Eleonora,Noemi,Caterina,Irene,Benedetta,Cristina,Monica,Barbara,Michela,Arianna,Rebecca,Greta,Debora,Lucia,Simona,Stefania,Giulia,Chiara,Francesca,Sara,Martina,Elena,Federica,Valentina,Alessia,Ilaria'.split(
    ',',
  ),
};
const LAST_NAMES =
  "Esposito,Ricci,Giordano,Barbieri,Fontana,Santoro,Mariani,Rinaldi,Caruso,Ferrara,Martini,Leone,Gentile,Martinelli,Vitale,Serra,Coppola,De Santis,D'Amico,Marchetti,Parisi,Villa,Conte,Ferraro,Ferri,Fabbri,Bianco,Marini,Grasso,Valentini,Messina,De Angelis,Gatti,Pellegrini,Palumbo,Sanna,Farina,Rizzi,Monti,Cattaneo,Morelli,Amato,Silvestri,Mazza,Testa,Dell'Orto,Carbone,Giuliani,Benedetti,Barone,Rossetti,Caputo,Montanari,Guerra,Palmieri,Bernardi,Martino,Fiore,De Rosa,Ferretti,Bellini,Basile,Donati,Piras,Vitali,Battaglia,Sartori,Neri,Costantini,Milani,Pagano,Ruggiero,Sorrentino,D'Agostino,Orlando,Negri,Russo,Romano,Colombo,Greco,Bruno,Gallo,Costa,Mancini,Rizzo,Lombardi,Moretti".split(
    ',',
  );

/** "D'Angelo" → "dangelo", "Niccolò" → "niccolo": the part of an address a name becomes. */
const addressPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** Every demo member: the named ones first (the demo person among them), then the drawn ones. */
export function demoMembers(): DemoUser[] {
  const random = createRandom(28_2026);
  const members = [...demoUsers];
  const names = new Set(members.map((user) => `${user.firstName} ${user.lastName}`));
  const emails = new Set(members.map((user) => user.email));
  while (members.length < DEMO_MEMBERS) {
    const gender: Gender = random.chance(0.5) ? 'f' : 'm';
    const firstName = random.pick(FIRST_NAMES[gender]);
    const lastName = random.pick(LAST_NAMES);
    if (names.has(`${firstName} ${lastName}`)) continue;
    const first = addressPart(firstName);
    const last = addressPart(lastName);
    // People choose their addresses: name.surname mostly, some an initial, a year, run together.
    const local = random.weighted({ dotted: 60, initial: 15, year: 15, joined: 10 });
    const base =
      local === 'initial'
        ? `${first[0]}.${last}`
        : local === 'year'
          ? `${first}.${last}${random.int(70, 99)}`
          : local === 'joined'
            ? `${first}${last}`
            : `${first}.${last}`;
    const email = `${base}@example.com`;
    if (emails.has(email)) continue;
    names.add(`${firstName} ${lastName}`);
    emails.add(email);
    members.push({ firstName, lastName, email, gender });
  }
  return members;
}

export type Referral = {
  inviterId: string;
  inviteeId: string;
  inviteeName: string;
  createdAt: Date;
  rewardedAt: Date;
};
export type WallSurvey = { userId: string; points: number; at: Date };

/**
 * What brings the busiest members to their tier beyond their reviews, as the app pays it: friends
 * who joined with their invite (10 points each, once confirmed) and partner surveys on the BitLabs
 * wall (3–10 points each), until the lifetime total clears the tier's threshold by a margin.
 */
export function planCommunityExtras(input: {
  now: Date;
  members: { id: string; firstName: string; createdAt: Date; activity: Activity }[];
  reviewPoints: Map<string, number>;
  tiers: TierThresholds;
}) {
  const random = createRandom(28_0028);
  const { now, members, tiers } = input;
  const referralRows: Referral[] = [];
  const wall: WallSurvey[] = [];
  const invited = new Set<string>();
  // Friends come from the newer members with no reviews or a few: those who joined later.
  const candidates = members.filter((member) => member.activity.reviews <= 3);
  for (const member of members) {
    const { activity } = member;
    if (activity.tier === 'Bronze' && activity.invites === 0) continue;
    const friends = random
      .sample(
        candidates.filter(
          (friend) =>
            !invited.has(friend.id) &&
            friend.id !== member.id &&
            friend.createdAt.getTime() > member.createdAt.getTime() + DAY,
        ),
        activity.invites,
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const friend of friends) {
      invited.add(friend.id);
      referralRows.push({
        inviterId: member.id,
        inviteeId: friend.id,
        inviteeName: friend.firstName,
        createdAt: friend.createdAt,
        rewardedAt: new Date(friend.createdAt.getTime() + random.int(5, 240) * 60_000),
      });
    }
    if (activity.tier === 'Bronze') continue;
    const threshold = activity.tier === 'Gold' ? tiers.gold : tiers.silver;
    const target = threshold + random.int(15, 120);
    let total = (input.reviewPoints.get(member.id) ?? 0) + friends.length * INVITE_POINTS;
    const since = member.createdAt.getTime();
    while (total < target) {
      const points = random.int(SURVEY_POINTS.min, SURVEY_POINTS.max);
      const at = new Date(since + random.next() * (now.getTime() - DAY - since));
      wall.push({ userId: member.id, points, at });
      total += points;
    }
  }
  return { referrals: referralRows, wall: wall.sort((a, b) => a.at.getTime() - b.at.getTime()) };
}

/** The invites as the app records them: the referral, the inviter's +10 in the ledger, the line. */
export async function insertReferralHistory(tx: Transaction, planned: Referral[]) {
  if (planned.length === 0) return;
  const stored = await tx
    .insert(referrals)
    .values(
      planned.map((row) => ({
        inviterId: row.inviterId,
        inviteeId: row.inviteeId,
        pointsAwarded: INVITE_POINTS,
        rewardedAt: row.rewardedAt,
        createdAt: row.createdAt,
      })),
    )
    .returning({ id: referrals.id, inviteeId: referrals.inviteeId });
  const idOf = new Map(stored.map((row) => [row.inviteeId, row.id]));
  await tx.insert(pointsLedger).values(
    planned.map((row) => ({
      userId: row.inviterId,
      delta: INVITE_POINTS,
      kind: 'referral',
      idempotencyKey: `referral:${row.inviteeId}`,
      referenceType: 'referral',
      referenceId: idOf.get(row.inviteeId)!,
      createdAt: row.rewardedAt,
    })),
  );
  await tx.insert(activities).values(
    planned.map((row) => ({
      userId: row.inviterId,
      type: 'invite',
      text: `${row.inviteeName} ha confermato l'iscrizione con il tuo invito`,
      pointsEarned: INVITE_POINTS,
      createdAt: row.rewardedAt,
    })),
  );
  const earned = new Map<string, number>();
  for (const row of planned) earned.set(row.inviterId, (earned.get(row.inviterId) ?? 0) + INVITE_POINTS);
  await creditDemoProfiles(tx, earned);
}
