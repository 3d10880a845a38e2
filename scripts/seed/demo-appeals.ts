import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '#app/lib/db.server.ts';
import { logger } from '#app/lib/logger.server.ts';
import { fileAppeal } from '#app/modules/appeals/appeals.server.ts';
import { decideAppeal } from '#app/modules/appeals/decide-appeal.server.ts';
import { DEMO_ACCOUNTS } from '#app/modules/accounts/demo-accounts.ts';
import type { DecisionKind } from '#app/modules/decisions/decision-rules.ts';
import { contestPathFor } from '#app/modules/decisions/statements.server.ts';
import { decisionStatements, seedRuns, users } from '#db/schema/index.ts';

/** What people wrote when they contested a rejected review, in their words. */
const REVIEW_APPEALS = [
  'Ho scritto questa recensione io, dopo due mesi di uso quotidiano: non l’ho copiata da nessuna parte. Posso mandarvi le foto del prodotto sulla mia scrivania.',
  'Capisco il dubbio, ma il testo parla proprio del prodotto: la batteria e lo schermo sono quelli del modello che ho comprato. Vi chiedo di rileggerla.',
  'Nella recensione non c’è pubblicità: il negozio l’ho nominato solo perché la consegna è arrivata rotta. Se serve tolgo il nome.',
] as const;

const CLAIM_APPEALS = [
  'L’ordine non è stato annullato: il negozio ha solo cambiato il numero quando ha spedito in due colli. Il numero nuovo è nella conferma che ho ricevuto.',
  'Il buono regalo copriva solo 20 €: il resto l’ho pagato con la carta, quindi almeno quella parte dovrebbe contare per il cashback.',
] as const;

/**
 * Statements still open to contest, of one kind, the newest first: the demo person's before the
 * others' (`demo: 'first'`) or after them (`demo: 'last'`).
 */
async function contestable(db: Database, kind: DecisionKind, limit: number, demo: 'first' | 'last') {
  const isDemo = sql`${users.email} = ${DEMO_ACCOUNTS.user.email}`;
  return db
    .select({ id: decisionStatements.id })
    .from(decisionStatements)
    .innerJoin(users, eq(users.id, decisionStatements.userId))
    .where(
      and(
        eq(decisionStatements.kind, kind),
        gt(decisionStatements.contestUntil, sql`now()`),
        eq(users.banned, false),
        ne(users.role, 'admin'),
      ),
    )
    .orderBy(
      demo === 'first' ? desc(isDemo) : asc(isDemo),
      desc(decisionStatements.createdAt),
      asc(decisionStatements.id),
    )
    .limit(limit);
}

const file = async (statementId: string, text: string) =>
  (await fileAppeal(contestPathFor(statementId).split('/').pop()!, { intent: 'appeal', text })).appealId;

/**
 * Appeals in every state (issue 33 §3), through the real paths: people contest rejected reviews
 * and a refused cashback claim from their signed links; the team dismisses one review's appeal
 * with its reason and upholds the claim's (it goes back to the team's queue); the rest wait in
 * 'Ricorsi'. The demo person's own decisions come first, so their profile shows an appeal.
 */
export async function insertDemoAppeals(db: Database) {
  // Once, under a marker of its own: a demo loaded before appeals existed gets them at its next
  // start, and a start that failed half way through them tries again.
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_APPEALS_SEED));
  if (done) return;
  const [demoAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.admin.email));
  if (!demoAdmin) return;
  try {
    await fileAndDecide(db, demoAdmin.id);
  } catch (error) {
    // Demo data is never a reason for the server not to start: the next start tries again.
    logger().warn({ err: error }, 'demo appeals not loaded');
    return;
  }
  await db.insert(seedRuns).values({ name: DEMO_APPEALS_SEED }).onConflictDoNothing();
}

export const DEMO_APPEALS_SEED = 'demo-appeals-v1';

async function fileAndDecide(db: Database, adminId: string) {
  // An appeal is decided by an admin other than the one who decided, where there is one.
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, adminId)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  const admin = { id: other?.id ?? adminId, isAdmin: true };
  const reviews = await contestable(db, 'review_rejected', REVIEW_APPEALS.length, 'first');
  const filed: string[] = [];
  for (const [index, statement] of reviews.entries())
    filed.push(await file(statement.id, REVIEW_APPEALS[index]!));
  const dismissed = filed.at(-1);
  if (dismissed && filed.length > 1)
    await decideAppeal({
      actor: admin,
      appealId: dismissed,
      command: {
        intent: 'dismiss',
        reason:
          'Abbiamo riletto la recensione: il testo parla della spedizione del venditore, non del prodotto.',
      },
    });
  const [claim, demoClaim] = await contestable(db, 'cashback_claim_refused', 2, 'last');
  if (claim)
    await decideAppeal({
      actor: admin,
      appealId: await file(claim.id, CLAIM_APPEALS[0]),
      command: { intent: 'uphold', reason: 'Il negozio ci ha confermato il nuovo numero d’ordine.' },
    });
  if (demoClaim) await file(demoClaim.id, CLAIM_APPEALS[1]);
}
