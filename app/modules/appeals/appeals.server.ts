import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Actor, AppError, assertAdmin, notFound } from '#app/lib/app-error.ts';
import { db, queryRows } from '#app/lib/db.server.ts';
import { formatDate, formatPoints, formatPrice } from '#app/lib/format.ts';
import { idOfSignedToken } from '#app/lib/signed-link.server.ts';
import { isUuid } from '#app/lib/uuid.ts';
import { DECISION_KIND_LABELS, type DecisionKind } from '#app/modules/decisions/decision-rules.ts';
import { CONTEST_LINK, statementById, type StatementView } from '#app/modules/decisions/statements.server.ts';
import { notifyByEmail } from '#app/modules/notifications/notification-settings.server.ts';
import {
  appeals,
  cashbackClaims,
  decisionStatements,
  pointsLedger,
  products,
  profiles,
  reviews,
  rewardRequests,
  surveyCompletions,
  surveys,
  users,
} from '#db/schema/index.ts';
import { CLAIM_STATUS_LABELS } from '#app/modules/cashback/cashback.schema.ts';
import { REVIEW_STATUS_LABELS } from '#app/modules/reviews/review.schema.ts';
import { REWARD_STATUS_LABELS } from '#app/modules/rewards/reward-requests-query.ts';
import { COMPLETION_STATUS_LABELS } from '#app/modules/surveys/survey.schema.ts';
import { appealReceivedEmail } from './appeal-emails.ts';
import {
  APPEAL_MESSAGES,
  type AppealFiling,
  type AppealsQuery,
  APPEALS_PAGE_SIZE,
  type AppealStatus,
} from './appeal.schema.ts';

/** The statement a contest link was signed for, with its appeal; a link that is not one is a 404. */
export async function statementForContest(token: string): Promise<StatementView> {
  const statementId = idOfSignedToken(CONTEST_LINK, token);
  const statement = statementId ? await statementById(db, statementId) : null;
  if (!statement) throw notFound(APPEAL_MESSAGES.linkInvalid);
  return statement;
}

/**
 * Files the one appeal a decision can have (issue 33 §3), from its signed link: within the six
 * months the statement gives, with the person's words; acknowledged by mail ('appeal_update',
 * which the person cannot turn off). The unique statement_id stands behind the check: two
 * submissions at once file one appeal.
 */
export async function fileAppeal(token: string, filing: AppealFiling): Promise<{ appealId: string }> {
  const statement = await statementForContest(token);
  if (statement.appeal) throw new AppError('already', APPEAL_MESSAGES.already);
  if (!statement.contestable) throw new AppError('contest_expired', APPEAL_MESSAGES.expired);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(appeals)
      .values({ statementId: statement.id, userId: statement.userId, text: filing.text })
      .onConflictDoNothing()
      .returning({ id: appeals.id });
    if (!created) throw new AppError('already', APPEAL_MESSAGES.already);
    const [person] = await tx
      .select({ email: users.email, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, statement.userId));
    if (person)
      await notifyByEmail(
        tx,
        'appeal_update',
        { userId: statement.userId, email: person.email },
        appealReceivedEmail({ userName: person.firstName?.trim() || 'utente', statement }),
      );
    return { appealId: created.id };
  });
}

export type AppealListItem = {
  id: string;
  filedAt: Date;
  kind: DecisionKind;
  kindLabel: string;
  person: string;
  email: string;
  excerpt: string;
  status: AppealStatus;
  decidedAt: Date | null;
};

export type AppealsList = {
  items: AppealListItem[];
  total: number;
  page: number;
  pageCount: number;
  /** Waiting in each status, for the tabs. */
  counts: Record<AppealStatus, number>;
};

/**
 * The back office's 'Ricorsi' (issue 33 §3): one status at a time, the oldest waiting first (a
 * decided one: the latest decided first), filtered by the decision's kind, paged in SQL.
 */
export async function listAppeals(actor: Actor, query: AppealsQuery): Promise<AppealsList> {
  assertAdmin(actor);
  const where = and(
    eq(appeals.status, query.status),
    query.kind ? sql`${decisionStatements.kind} = ${query.kind}` : undefined,
  );
  const offset = (query.page - 1) * APPEALS_PAGE_SIZE;
  const rows = await db
    .select({
      id: appeals.id,
      filedAt: appeals.createdAt,
      kind: decisionStatements.kind,
      person: users.name,
      email: users.email,
      text: appeals.text,
      status: appeals.status,
      decidedAt: appeals.decidedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(appeals)
    .innerJoin(decisionStatements, eq(decisionStatements.id, appeals.statementId))
    .innerJoin(users, eq(users.id, appeals.userId))
    .where(where)
    .orderBy(
      ...(query.status === 'pending'
        ? [asc(appeals.createdAt), asc(appeals.id)]
        : [desc(appeals.decidedAt), desc(appeals.id)]),
    )
    .limit(APPEALS_PAGE_SIZE)
    .offset(offset);
  const counted = await queryRows<{ status: AppealStatus; count: number }>(sql`
    select status, count(*)::int as count from appeals group by status`);
  const counts = { pending: 0, upheld: 0, dismissed: 0 };
  for (const row of counted) counts[row.status] = row.count;
  // Past the last page (an old link): the first page, which the pager can leave again.
  if (rows.length === 0 && query.page > 1) return listAppeals(actor, { ...query, page: 1 });
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      filedAt: row.filedAt,
      kind: row.kind,
      kindLabel: DECISION_KIND_LABELS[row.kind],
      person: row.person,
      email: row.email,
      excerpt: row.text.length > 160 ? `${row.text.slice(0, 157)}…` : row.text,
      status: row.status,
      decidedAt: row.decidedAt,
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / APPEALS_PAGE_SIZE)),
    counts,
  };
}

/** A fact of the decision's subject, as the admin reads it beside the appeal. */
export type EvidenceLine = { label: string; value: string };

export type AppealDetail = {
  id: string;
  text: string;
  filedAt: Date;
  status: AppealStatus;
  decidedAt: Date | null;
  decidedByName: string | null;
  reason: string | null;
  person: { id: string; name: string; email: string };
  statement: StatementView;
  /** Who took the decision appealed against (null: the machine, or an account since deleted). */
  originalDecider: { id: string; name: string } | null;
  /** The asking admin took the decision and another admin can decide the appeal. */
  askingAdminDecided: boolean;
  evidence: EvidenceLine[];
  /** The subject's own page in the back office, when it has one. */
  subjectLink: { href: string; label: string } | null;
};

/** One appeal with its decision and the decision's evidence, for the admin deciding it. */
export async function getAppealForAdmin(actor: Actor, appealId: string): Promise<AppealDetail> {
  assertAdmin(actor);
  if (!isUuid(appealId)) throw notFound(APPEAL_MESSAGES.notFound);
  const [row] = await db
    .select({
      appeal: appeals,
      person: { id: users.id, name: users.name, email: users.email },
      decidedBy: decisionStatements.decidedBy,
    })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .innerJoin(decisionStatements, eq(decisionStatements.id, appeals.statementId))
    .where(eq(appeals.id, appealId));
  if (!row) throw notFound(APPEAL_MESSAGES.notFound);
  const statement = (await statementById(db, row.appeal.statementId))!;
  const names = await namesOf([row.decidedBy, row.appeal.decidedBy]);
  const originalDecider = row.decidedBy
    ? { id: row.decidedBy, name: names.get(row.decidedBy) ?? 'Account eliminato' }
    : null;
  return {
    id: row.appeal.id,
    text: row.appeal.text,
    filedAt: row.appeal.createdAt,
    status: row.appeal.status,
    decidedAt: row.appeal.decidedAt,
    decidedByName: row.appeal.decidedBy ? (names.get(row.appeal.decidedBy) ?? 'Account eliminato') : null,
    reason: row.appeal.decisionReason,
    person: row.person,
    statement,
    originalDecider,
    askingAdminDecided: row.decidedBy === actor.id && (await anotherAdmin(actor.id)),
    ...(await evidenceOf(statement)),
  };
}

async function namesOf(ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.id} in ${wanted}`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether an active admin other than `adminId` exists: then the appeal is theirs to decide. */
export async function anotherAdmin(adminId: string, executor = db): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), sql`${users.id} <> ${adminId}`))
    .limit(1);
  return Boolean(row);
}

/** What the decision was about, read from its subject (one query: one appeal at a time). */
async function evidenceOf(
  statement: StatementView,
): Promise<{ evidence: EvidenceLine[]; subjectLink: AppealDetail['subjectLink'] }> {
  const { type, id } = statement.subject;
  const none = { evidence: [], subjectLink: null };
  switch (type) {
    case 'review': {
      if (!isUuid(id)) return none;
      const [review] = await db
        .select({
          product: products.name,
          title: reviews.title,
          rating: reviews.rating,
          pros: reviews.pros,
          cons: reviews.cons,
          text: reviews.comment,
          status: reviews.status,
          reason: reviews.rejectionReason,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.id, id));
      if (!review) return { evidence: [{ label: 'Recensione', value: 'Eliminata' }], subjectLink: null };
      return {
        evidence: [
          { label: 'Prodotto', value: review.product },
          { label: 'Titolo', value: review.title },
          { label: 'Voto', value: `${review.rating} su 5` },
          { label: 'Pro', value: review.pros },
          { label: 'Contro', value: review.cons },
          ...(review.text ? [{ label: 'Recensione', value: review.text }] : []),
          { label: 'Stato attuale', value: REVIEW_STATUS_LABELS[review.status] },
          ...(review.reason ? [{ label: 'Motivo del rifiuto', value: review.reason }] : []),
        ],
        subjectLink: { href: `/admin/reviews/${id}`, label: 'Apri le prove della recensione' },
      };
    }
    case 'user': {
      const [person] = await db
        .select({ banned: users.banned, banReason: users.banReason })
        .from(users)
        .where(eq(users.id, id));
      return {
        evidence: person
          ? [
              { label: 'Stato attuale', value: person.banned ? 'Bloccato' : 'Attivo' },
              ...(person.banReason ? [{ label: 'Motivo del blocco', value: person.banReason }] : []),
            ]
          : [],
        subjectLink: { href: `/admin/users/${encodeURIComponent(id)}`, label: 'Apri la scheda utente' },
      };
    }
    case 'cashback_claim': {
      if (!isUuid(id)) return none;
      const [claim] = await db.select().from(cashbackClaims).where(eq(cashbackClaims.id, id));
      if (!claim) return none;
      return {
        evidence: [
          { label: 'Negozio', value: claim.merchantName },
          { label: 'Ordine', value: claim.orderRef },
          { label: 'Importo', value: formatPrice(Number(claim.amount)) },
          { label: 'Data di acquisto', value: formatDate(new Date(`${claim.purchasedOn}T12:00:00Z`)) },
          { label: 'Stato attuale', value: CLAIM_STATUS_LABELS[claim.status] },
          ...(claim.reason ? [{ label: 'Motivo', value: claim.reason }] : []),
        ],
        subjectLink: null,
      };
    }
    case 'points_ledger': {
      const [entry] = await db
        .select({ delta: pointsLedger.delta, reason: pointsLedger.reason, at: pointsLedger.createdAt })
        .from(pointsLedger)
        .where(eq(pointsLedger.idempotencyKey, id));
      if (!entry) return none;
      return {
        evidence: [
          { label: 'Punti tolti', value: formatPoints(-entry.delta) },
          { label: 'Data', value: formatDate(entry.at) },
          ...(entry.reason ? [{ label: 'Motivo', value: entry.reason }] : []),
        ],
        subjectLink: null,
      };
    }
    case 'reward_request': {
      if (!isUuid(id)) return none;
      const [request] = await db.select().from(rewardRequests).where(eq(rewardRequests.id, id));
      if (!request) return none;
      return {
        evidence: [
          { label: 'Premio', value: request.rewardType },
          { label: 'Costo', value: formatPoints(request.pointsCost) },
          { label: 'Stato attuale', value: REWARD_STATUS_LABELS[request.status] },
          ...(request.rejectionReason ? [{ label: 'Motivo', value: request.rejectionReason }] : []),
        ],
        subjectLink: null,
      };
    }
    case 'survey_completion': {
      if (!isUuid(id)) return none;
      const [completion] = await db
        .select({
          survey: surveys.title,
          transaction: surveyCompletions.transactionId,
          status: surveyCompletions.status,
          points: surveyCompletions.pointsEarned,
        })
        .from(surveyCompletions)
        .innerJoin(surveys, eq(surveys.id, surveyCompletions.surveyId))
        .where(eq(surveyCompletions.id, id));
      if (!completion) return none;
      return {
        evidence: [
          { label: 'Sondaggio', value: completion.survey },
          ...(completion.transaction ? [{ label: 'Transazione', value: completion.transaction }] : []),
          { label: 'Punti accreditati', value: formatPoints(completion.points) },
          { label: 'Stato attuale', value: COMPLETION_STATUS_LABELS[completion.status] },
        ],
        subjectLink: null,
      };
    }
    default:
      return none;
  }
}
