import type { Transaction } from '#app/lib/db.server.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';
import { activities, pointsLedger, surveyCompletions, surveys } from '#db/schema/index.ts';
import { creditDemoProfiles } from './demo-points.ts';

const DAY = 86_400_000;

/** Surveys from each provider the site works with, one closed (decision 019). */
const DEMO_SURVEYS = [
  {
    key: 'smartphone',
    provider: 'surveymonkey',
    surveyId: '508473219',
    title: 'Come scegli il tuo prossimo smartphone',
    description: 'Prezzo, fotocamera, batteria o marca: cosa conta davvero quando cambi telefono?',
    url: 'https://it.surveymonkey.com/r/PRV-SMARTPHONE',
    rewardPoints: 8,
    minutes: 7,
    status: 'active',
  },
  {
    key: 'audio',
    provider: 'surveymonkey',
    surveyId: '508473355',
    title: 'Cuffie e speaker: le tue abitudini di ascolto',
    description: 'Dove ascolti musica e podcast, con cosa, e quanto conta la cancellazione del rumore.',
    url: 'https://it.surveymonkey.com/r/PRV-AUDIO',
    rewardPoints: 5,
    minutes: 4,
    status: 'active',
  },
  {
    key: 'casa',
    provider: 'typeform',
    surveyId: 'Kq3dCasa',
    title: 'La tua casa smart',
    description: 'Robot aspirapolvere, termostati, lampadine connesse: cosa usi e cosa ti manca.',
    url: 'https://provato.typeform.com/to/Kq3dCasa',
    rewardPoints: 7,
    minutes: 5,
    status: 'active',
  },
  {
    key: 'provato',
    provider: 'typeform',
    surveyId: 'Zp8wProv',
    title: 'Com’è andata la tua ultima recensione?',
    description: 'Tre minuti per dirci cosa migliorare nel modulo delle recensioni di Provato.',
    url: 'https://provato.typeform.com/to/Zp8wProv',
    rewardPoints: 3,
    minutes: 3,
    status: 'active',
  },
  {
    key: 'wall',
    provider: 'bitlabs',
    surveyId: 'offerwall',
    title: 'Sondaggi dei partner BitLabs',
    description: 'Sempre nuovi sondaggi di ricerche di mercato, scelti in base al tuo profilo.',
    url: 'https://web.bitlabs.ai/?token=provato-demo-app',
    rewardPoints: 5,
    minutes: null,
    status: 'active',
  },
  {
    key: 'cucina',
    provider: 'typeform',
    surveyId: 'Lm2aCuci',
    title: 'Piccoli elettrodomestici in cucina',
    description: 'Sondaggio chiuso: grazie a chi ha partecipato.',
    url: 'https://provato.typeform.com/to/Lm2aCuci',
    rewardPoints: 4,
    minutes: 4,
    status: 'inactive',
  },
] as const;

type Key = (typeof DEMO_SURVEYS)[number]['key'];
type Status = 'started' | 'completed' | 'verified' | 'reversed' | 'screenout';
type Planned = { key: Key; status: Status; daysAgo: number; tx?: string; points?: number };

/** The demo person's own history, then a pattern for the other members. */
const DEMO_PERSON: Planned[] = [
  { key: 'smartphone', status: 'verified', daysAgo: 12 },
  { key: 'casa', status: 'completed', daysAgo: 1 },
  { key: 'audio', status: 'started', daysAgo: 0 },
  { key: 'wall', status: 'verified', daysAgo: 20, tx: 'demo-bl-0001', points: 6 },
  { key: 'wall', status: 'screenout', daysAgo: 9, tx: 'demo-bl-0002' },
];
const OTHERS: Planned[][] = [
  [
    { key: 'smartphone', status: 'verified', daysAgo: 15 },
    { key: 'provato', status: 'verified', daysAgo: 6 },
    { key: 'wall', status: 'reversed', daysAgo: 25, tx: 'demo-bl-1001', points: 8 },
  ],
  [
    { key: 'audio', status: 'completed', daysAgo: 2 },
    { key: 'cucina', status: 'verified', daysAgo: 40 },
  ],
  [
    { key: 'casa', status: 'verified', daysAgo: 8 },
    { key: 'wall', status: 'verified', daysAgo: 3, tx: 'demo-bl-1002', points: 10 },
  ],
  [{ key: 'smartphone', status: 'started', daysAgo: 1 }],
];

/**
 * Surveys from each provider and members' completions in every state, credited as the app does:
 * one 'survey' ledger row per verified completion (its key), a reversal for the one the provider
 * took back, the activity lines, and balances moved by the same amounts.
 */
export async function insertSurveyHistory(
  tx: Transaction,
  options: {
    now: Date;
    users: { id: string; email: string }[];
    /** The busiest members' partner surveys over the months, all verified (demo-community.ts). */
    wall?: { userId: string; points: number; at: Date }[];
  },
) {
  const created = await tx
    .insert(surveys)
    .values(
      DEMO_SURVEYS.map(({ key: _key, ...survey }, index) => ({
        ...survey,
        createdAt: new Date(options.now.getTime() - (60 - index) * DAY),
      })),
    )
    .returning({ id: surveys.id, surveyId: surveys.surveyId });
  const surveyOf = new Map(
    DEMO_SURVEYS.map((survey) => {
      const row = created.find((entry) => entry.surveyId === survey.surveyId)!;
      return [survey.key, { ...survey, id: row.id }] as const;
    }),
  );
  const demo = options.users.find((user) => user.email === DEMO_ACCOUNTS.user.email);
  const others = options.users.filter((user) => user !== demo);
  const histories: [string, Planned[]][] = [
    ...(demo ? [[demo.id, DEMO_PERSON] as [string, Planned[]]] : []),
    ...others
      .slice(0, 12)
      .map((user, index) => [user.id, OTHERS[index % OTHERS.length]!] as [string, Planned[]]),
  ];

  const net = new Map<string, number>();
  for (const [position, [userId, planned]] of histories.entries()) {
    for (const item of planned) {
      // BitLabs' transaction ids are unique per app, so per person here.
      const transactionId = item.tx ? `${item.tx}-${position}` : null;
      const survey = surveyOf.get(item.key)!;
      const at = new Date(options.now.getTime() - item.daysAgo * DAY - 3 * 3_600_000);
      const credited = item.status === 'verified' || item.status === 'reversed';
      const points = credited ? (item.points ?? survey.rewardPoints) : 0;
      const [completion] = await tx
        .insert(surveyCompletions)
        .values({
          userId,
          surveyId: survey.id,
          status: item.status,
          pointsEarned: item.status === 'verified' ? points : item.status === 'reversed' ? points : 0,
          transactionId,
          source: transactionId ? 'callback' : 'wall',
          startedAt: new Date(at.getTime() - 20 * 60_000),
          completedAt: item.status === 'started' ? null : at,
          verifiedAt: credited ? new Date(at.getTime() + (item.tx ? 0 : DAY)) : null,
          createdAt: new Date(at.getTime() - 20 * 60_000),
        })
        .returning({ id: surveyCompletions.id });
      if (!credited) continue;
      const reference = { referenceType: 'survey_completion', referenceId: completion!.id };
      await tx.insert(pointsLedger).values({
        userId,
        delta: points,
        kind: 'survey',
        idempotencyKey: `survey-completion:${completion!.id}`,
        createdAt: at,
        ...reference,
      });
      await tx.insert(activities).values({
        userId,
        type: 'survey',
        text: `Sondaggio «${survey.title}» verificato`,
        pointsEarned: points,
        createdAt: at,
      });
      net.set(userId, (net.get(userId) ?? 0) + points);
      if (item.status === 'reversed') {
        const later = new Date(at.getTime() + 5 * DAY);
        await tx.insert(pointsLedger).values({
          userId,
          delta: -points,
          kind: 'survey',
          idempotencyKey: `survey-reversal:${completion!.id}`,
          reason: `Completamento annullato dal partner BitLabs dopo i suoi controlli (transazione ${transactionId})`,
          createdAt: later,
          ...reference,
        });
        await tx.insert(activities).values({
          userId,
          type: 'survey',
          text: `Sondaggio «${survey.title}» annullato dal partner`,
          pointsEarned: -points,
          createdAt: later,
        });
        net.set(userId, net.get(userId)! - points);
      }
    }
  }
  await insertWallHistory(tx, surveyOf.get('wall')!, options.wall ?? [], net);
  await creditDemoProfiles(tx, net);
}

/** Verified BitLabs transactions, credited by the provider's callback: written in three batches. */
async function insertWallHistory(
  tx: Transaction,
  survey: { id: string; title: string },
  wall: { userId: string; points: number; at: Date }[],
  net: Map<string, number>,
) {
  if (wall.length === 0) return;
  const stored = await tx
    .insert(surveyCompletions)
    .values(
      wall.map((item, index) => ({
        userId: item.userId,
        surveyId: survey.id,
        status: 'verified' as const,
        pointsEarned: item.points,
        transactionId: `demo-bl-w${String(index + 1).padStart(4, '0')}`,
        source: 'callback',
        startedAt: new Date(item.at.getTime() - 15 * 60_000),
        completedAt: item.at,
        verifiedAt: item.at,
        createdAt: new Date(item.at.getTime() - 15 * 60_000),
      })),
    )
    .returning({ id: surveyCompletions.id, transactionId: surveyCompletions.transactionId });
  const idOf = new Map(stored.map((row) => [row.transactionId, row.id]));
  const ids = wall.map((_, index) => idOf.get(`demo-bl-w${String(index + 1).padStart(4, '0')}`)!);
  await tx.insert(pointsLedger).values(
    wall.map((item, index) => ({
      userId: item.userId,
      delta: item.points,
      kind: 'survey',
      idempotencyKey: `survey-completion:${ids[index]}`,
      referenceType: 'survey_completion',
      referenceId: ids[index],
      createdAt: item.at,
    })),
  );
  await tx.insert(activities).values(
    wall.map((item) => ({
      userId: item.userId,
      type: 'survey',
      text: `Sondaggio «${survey.title}» verificato`,
      pointsEarned: item.points,
      createdAt: item.at,
    })),
  );
  for (const item of wall) net.set(item.userId, (net.get(item.userId) ?? 0) + item.points);
}
