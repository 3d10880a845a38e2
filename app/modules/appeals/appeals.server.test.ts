import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { db } from '#app/lib/db.server.ts';
import { deleteAccount, exportPersonalData } from '#app/modules/accounts/manage-account.server.ts';
import { statementsOf } from '#app/modules/decisions/statements.server.ts';
import { emailsTo } from '#app/modules/notifications/outbox.server.ts';
import { deleteReview, rejectReview, undoDecision } from '#app/modules/reviews/moderate-review.server.ts';
import { adjustUserPoints } from '#app/modules/users/adjust-points.server.ts';
import { setUserBlocked } from '#app/modules/users/block-user.server.ts';
import { appeals, auditLog, decisionStatements, pointsLedger, reviews, users } from '#db/schema/index.ts';
import { failure } from '#tests/support/app-error.ts';
import { createProduct, createReview, createUser } from '#tests/support/factories.ts';
import { balance, grantPoints, ledgerInvariantBreaches } from '#tests/support/ledger.ts';
import { APPEAL_MESSAGES, APPEALS_PAGE_SIZE } from './appeal.schema.ts';
import { fileAppeal, getAppealForAdmin, listAppeals, statementForContest } from './appeals.server.ts';
import { decideAppeal } from './decide-appeal.server.ts';

const first = { id: 'appeals-first-admin', isAdmin: true };
const second = { id: 'appeals-second-admin', isAdmin: true };
const TEXT = 'La recensione racconta il mio uso del prodotto per tre mesi: non è copiata da nessuna parte.';

beforeAll(async () => {
  await createUser({ id: first.id, role: 'admin', firstName: 'Mara', lastName: 'Prima' });
  await createUser({ id: second.id, role: 'admin', firstName: 'Luca', lastName: 'Secondo' });
});

/** The token of the latest statement about a person, as their mail and profile link it. */
async function latestToken(userId: string) {
  const [statement] = await statementsOf(userId);
  return statement!.contestPath.split('/').pop()!;
}

async function rejectedReview() {
  const author = await createUser({ firstName: 'Sara' });
  const review = await createReview((await createProduct({ name: 'Kobo Clara' })).id, author.id, {
    status: 'in_revisione',
    rating: 4,
  });
  await rejectReview({
    actor: first,
    reviewId: review.id,
    reason: 'Sembra copiata da un altro sito.',
    rule: 'review-own-words',
  });
  return { author, review, token: await latestToken(author.id) };
}

const appealOf = async (statementId: string) =>
  (await db.select().from(appeals).where(eq(appeals.statementId, statementId)))[0];

describe('filing an appeal', () => {
  test('one per decision, from its signed link, acknowledged by mail', async () => {
    const { author, token } = await rejectedReview();
    const statement = await statementForContest(token);
    expect(statement).toMatchObject({ kind: 'review_rejected', contestable: true, appeal: null });

    const { appealId } = await fileAppeal(token, { intent: 'appeal', text: TEXT });
    expect(await appealOf(statement.id)).toMatchObject({
      id: appealId,
      userId: author.id,
      text: TEXT,
      status: 'pending',
    });
    expect((await statementForContest(token)).appeal).toMatchObject({ status: 'pending' });
    const mails = (await emailsTo(author.email)).filter((mail) => mail.template === 'appeal_update');
    expect(mails.map((mail) => mail.subject)).toEqual(['Abbiamo ricevuto il tuo ricorso']);
    expect(mails[0]!.text).toContain(statement.contestUrl);

    // A second appeal against the same decision: refused, nothing more stored or sent.
    expect(await failure(fileAppeal(token, { intent: 'appeal', text: `${TEXT} Di nuovo.` }))).toMatchObject({
      status: 409,
      message: APPEAL_MESSAGES.already,
    });
    expect(await db.$count(appeals, eq(appeals.statementId, statement.id))).toBe(1);
    expect((await emailsTo(author.email)).filter((mail) => mail.template === 'appeal_update')).toHaveLength(
      1,
    );
  });

  test('two submissions at once file one appeal', async () => {
    const { token } = await rejectedReview();
    const outcomes = await Promise.allSettled([
      fileAppeal(token, { intent: 'appeal', text: TEXT }),
      fileAppeal(token, { intent: 'appeal', text: TEXT }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const statement = await statementForContest(token);
    expect(await db.$count(appeals, eq(appeals.statementId, statement.id))).toBe(1);
  });

  test('after six months, or with a link that is not one, nothing is filed', async () => {
    const { token } = await rejectedReview();
    const statement = await statementForContest(token);
    await db
      .update(decisionStatements)
      .set({ contestUntil: new Date(Date.now() - 1000) })
      .where(eq(decisionStatements.id, statement.id));
    expect(await failure(fileAppeal(token, { intent: 'appeal', text: TEXT }))).toMatchObject({
      status: 409,
      message: APPEAL_MESSAGES.expired,
    });
    const forged = `${statement.id}.${'A'.repeat(43)}`;
    for (const bad of [forged, statement.id, 'x', `${token}x`])
      expect(await failure(fileAppeal(bad, { intent: 'appeal', text: TEXT }))).toMatchObject({
        status: 404,
        message: APPEAL_MESSAGES.linkInvalid,
      });
    expect(await db.$count(appeals, eq(appeals.statementId, statement.id))).toBe(0);
  });
});

describe('deciding an appeal', () => {
  test('upheld by a second admin: the review is published and paid once, the person mailed, audited', async () => {
    const { author, review, token } = await rejectedReview();
    const { appealId } = await fileAppeal(token, { intent: 'appeal', text: TEXT });

    // The admin who rejected it does not decide the appeal while another admin can.
    expect(
      await failure(decideAppeal({ actor: first, appealId, command: { intent: 'uphold', reason: null } })),
    ).toMatchObject({ status: 409, message: APPEAL_MESSAGES.sameAdmin });
    expect((await getAppealForAdmin(first, appealId)).askingAdminDecided).toBe(true);
    expect((await db.select().from(appeals).where(eq(appeals.id, appealId)))[0]!.status).toBe('pending');

    expect(
      await decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } }),
    ).toEqual({ changed: true, message: APPEAL_MESSAGES.upheld });
    const [published] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(published).toMatchObject({ status: 'pubblicata', rejectionReason: null });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    const outcome = (await emailsTo(author.email)).find(
      (mail) => mail.subject === 'Il tuo ricorso è stato accolto',
    );
    expect(outcome?.text).toContain('La tua recensione è pubblicata e ti abbiamo accreditato 5 punti.');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'appeal.uphold' and ${auditLog.entityId} = ${appealId}`);
    expect(audit).toMatchObject({ actorId: second.id });

    // Decided again (a second tab, the other admin): nothing changes, nothing is paid twice.
    expect(
      await decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } }),
    ).toEqual({ changed: false, message: APPEAL_MESSAGES.decided });
    expect(await balance(author.id)).toEqual({ points: 5, lifetime: 5 });
    expect(await db.$count(pointsLedger, eq(pointsLedger.userId, author.id))).toBe(1);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });

  test('dismissed: needs a reason, keeps the decision, says why and where else to turn', async () => {
    const { author, review, token } = await rejectedReview();
    const { appealId } = await fileAppeal(token, { intent: 'appeal', text: TEXT });
    expect(
      await failure(decideAppeal({ actor: second, appealId, command: { intent: 'dismiss', reason: ' ' } })),
    ).toMatchObject({ status: 400, message: APPEAL_MESSAGES.reasonRequired });
    await decideAppeal({
      actor: second,
      appealId,
      command: { intent: 'dismiss', reason: 'Il testo coincide con una recensione di un altro sito.' },
    });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.status).toBe('rifiutata');
    expect((await statementForContest(token)).appeal).toMatchObject({
      status: 'dismissed',
      reason: 'Il testo coincide con una recensione di un altro sito.',
    });
    const mail = (await emailsTo(author.email)).find((m) => m.subject === 'Il tuo ricorso è stato respinto');
    expect(mail?.text).toContain('Motivo: Il testo coincide con una recensione di un altro sito.');
    expect(mail?.text).toContain('organismo di risoluzione extragiudiziale');
    expect(await balance(author.id)).toEqual({ points: 0, lifetime: 0 });
  });

  test('a blocked person contests from the mail’s link and an upheld appeal unblocks them', async () => {
    const person = await createUser();
    await setUserBlocked({
      actor: first,
      userId: person.id,
      blocked: true,
      rule: 'conduct-multiple-accounts',
      reason: 'Tre account dallo stesso dispositivo.',
    });
    const blockMail = (await emailsTo(person.email)).find((mail) => mail.template === 'user_blocked');
    const link = /\/contesta\/([\w.-]+)/.exec(blockMail!.text)![1]!;
    const { appealId } = await fileAppeal(link, { intent: 'appeal', text: TEXT });
    await decideAppeal({
      actor: second,
      appealId,
      command: { intent: 'uphold', reason: 'Account di famiglia.' },
    });
    const [after] = await db.select().from(users).where(eq(users.id, person.id));
    expect(after).toMatchObject({ banned: false, banReason: null });
  });

  test('points removed by the staff are given back once when the appeal is upheld', async () => {
    const person = await createUser();
    await grantPoints(person.id, 30);
    await adjustUserPoints({
      actor: first,
      userId: person.id,
      points: -12,
      reason: 'Punti di un sondaggio annullato.',
      rule: 'points-earned-fairly',
    });
    expect((await balance(person.id)).points).toBe(18);
    const { appealId } = await fileAppeal(await latestToken(person.id), { intent: 'appeal', text: TEXT });
    await decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } });
    expect((await balance(person.id)).points).toBe(30);
    await decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } });
    expect((await balance(person.id)).points).toBe(30);
    expect(await ledgerInvariantBreaches()).toEqual([]);
  });
});

describe('a decision no longer in force is not undone', () => {
  test('an appeal against an old block does not lift a newer one', async () => {
    const person = await createUser();
    const block = (reason: string) =>
      setUserBlocked({ actor: first, userId: person.id, blocked: true, rule: 'conduct-automation', reason });
    await block('Primo blocco, poi tolto.');
    const oldToken = await latestToken(person.id);
    await setUserBlocked({ actor: first, userId: person.id, blocked: false });
    await block('Recensioni scritte da un programma.');
    const { appealId } = await fileAppeal(oldToken, { intent: 'appeal', text: TEXT });
    expect(
      await failure(decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } })),
    ).toMatchObject({ status: 409, message: APPEAL_MESSAGES.notInForce });
    expect((await db.select().from(users).where(eq(users.id, person.id)))[0]!.banned).toBe(true);
    expect((await db.select().from(appeals).where(eq(appeals.id, appealId)))[0]!.status).toBe('pending');
  });

  test('a review deleted since: nothing to undo, so the appeal is not marked upheld', async () => {
    const { review, token } = await rejectedReview();
    const { appealId } = await fileAppeal(token, { intent: 'appeal', text: TEXT });
    await deleteReview({ actor: second, reviewId: review.id });
    expect(
      await failure(decideAppeal({ actor: second, appealId, command: { intent: 'uphold', reason: null } })),
    ).toMatchObject({ status: 409, message: APPEAL_MESSAGES.notInForce });
  });

  test("an admin's own appeal is decided by another admin; 'Annulla' stops once it is filed", async () => {
    const { review, token } = await rejectedReview();
    await fileAppeal(token, { intent: 'appeal', text: TEXT });
    // Within the five minutes, the admin who rejected it can no longer take it back silently.
    expect(
      await failure(undoDecision({ actor: first, reviewId: review.id, decision: 'rifiutata' })),
    ).toMatchObject({ status: 409 });
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.status).toBe('rifiutata');

    const author = await createUser({ id: 'appeals-author-admin', role: 'admin' });
    const own = await createReview((await createProduct()).id, author.id, { status: 'in_revisione' });
    await rejectReview({ actor: first, reviewId: own.id, reason: 'Fuori tema.', rule: 'review-on-topic' });
    const { appealId } = await fileAppeal(await latestToken(author.id), { intent: 'appeal', text: TEXT });
    expect(
      await failure(
        decideAppeal({
          actor: { id: author.id, isAdmin: true },
          appealId,
          command: { intent: 'uphold', reason: null },
        }),
      ),
    ).toMatchObject({ status: 409, message: APPEAL_MESSAGES.ownAppeal });
  });
});

describe("the back office's queue", () => {
  test('by status, the oldest waiting first, filtered by decision, paged; the counts are the table’s', async () => {
    const filed: string[] = [];
    for (let index = 0; index < APPEALS_PAGE_SIZE + 1; index++) {
      const { token } = await rejectedReview();
      filed.push((await fileAppeal(token, { intent: 'appeal', text: `${TEXT} ${index}` })).appealId);
    }
    const query = { status: 'pending' as const, kind: null, page: 1 };
    const page = await listAppeals(second, query);
    const pending = await db.$count(appeals, eq(appeals.status, 'pending'));
    expect(page.total).toBe(pending);
    expect(page.counts.pending).toBe(pending);
    expect(page.items).toHaveLength(APPEALS_PAGE_SIZE);
    const times = page.items.map((item) => item.filedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const next = await listAppeals(second, { ...query, page: 2 });
    expect(next.items.map((item) => item.id)).toContain(filed.at(-1));
    const blocks = await listAppeals(second, { ...query, kind: 'account_blocked' });
    expect(blocks.items.every((item) => item.kind === 'account_blocked')).toBe(true);
    expect(blocks.total).toBe(
      await db.$count(
        appeals,
        sql`${appeals.status} = 'pending' and exists (select 1 from decision_statements s
          where s.id = ${appeals.statementId} and s.kind = 'account_blocked')`,
      ),
    );
    // Past the last page: the first.
    expect((await listAppeals(second, { ...query, page: 999 })).page).toBe(1);
    expect(await failure(listAppeals({ id: 'someone', isAdmin: false }, query))).toMatchObject({
      status: 403,
    });
  });
});

describe("a person's data", () => {
  test('the export holds their appeals; deleting the account erases them', async () => {
    const { author, token } = await rejectedReview();
    await fileAppeal(token, { intent: 'appeal', text: TEXT });
    expect((await exportPersonalData(author.id)).appeals).toEqual([
      expect.objectContaining({ text: TEXT, status: 'pending', outcomeReason: null }),
    ]);
    await deleteAccount(author.id);
    expect(await db.$count(appeals, eq(appeals.userId, author.id))).toBe(0);
  });
});
