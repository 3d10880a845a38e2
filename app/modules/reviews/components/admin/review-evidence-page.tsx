import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '#app/lib/format.ts';
import { HighlightedText, RiskBadge } from '#app/modules/integrity/components/admin/risk-badge.tsx';
import { RejectReviewDialog } from './reject-review-dialog.tsx';
import { REVIEW_STATUS_LABELS } from '../../review.schema.ts';
import { EmptyState, StatusPill, type PillTone } from '#app/ui/admin/page-parts.tsx';
import { DecisionsProvider, useDecide } from './use-decisions.tsx';
import { showToast } from '#app/ui/toast.ts';
import { Button } from '#app/ui/button.tsx';
import { Stars } from '#app/ui/stars.tsx';
import type { EvidenceReview, ReviewEvidence } from '../../review-evidence.server.ts';
import { OverrideApproveDialog } from './override-approve-dialog.tsx';

const statusTone: Record<EvidenceReview['status'], PillTone> = {
  in_revisione: 'amber',
  pubblicata: 'green',
  rifiutata: 'red',
};

export const LINK_KIND_LABELS: Record<string, string> = {
  device: 'Stesso dispositivo',
  network: 'Stessa rete',
  email: 'Stessa email normalizzata',
  invite: 'Invito',
};

/** 'Prove': why the machine flagged a review, with the evidence side by side (issue 29 §3). */
/** `history`: the review's own 'Cronologia', rendered by the audit module (the route puts it here). */
export function ReviewEvidencePage({ evidence, history }: { evidence: ReviewEvidence; history?: ReactNode }) {
  return (
    <DecisionsProvider>
      <Evidence evidence={evidence} history={history} />
    </DecisionsProvider>
  );
}

function Evidence({ evidence, history }: { evidence: ReviewEvidence; history?: ReactNode }) {
  const { review } = evidence;
  return (
    <section className="space-y-6">
      <p>
        <Link
          to="/admin/reviews"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          ← Moderazione Recensioni
        </Link>
      </p>
      <header className="rounded-2xl border border-line bg-surface p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">Prove di integrità</h1>
          <RiskBadge
            score={review.riskScore}
            held={review.riskHeld}
            atRiskThreshold={evidence.atRiskThreshold}
          />
          <StatusPill tone={statusTone[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</StatusPill>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {review.productName} · <AuthorLink author={review.author} /> · inviata il{' '}
          {formatDateTime(review.createdAt)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {evidence.computedAt
            ? `Controlli calcolati il ${formatDateTime(evidence.computedAt)}. Soglie: a rischio da ${evidence.atRiskThreshold}, trattenuta da ${evidence.holdThreshold}.`
            : 'Controlli non ancora calcolati per questa recensione.'}{' '}
          I controlli aiutano a decidere: nessuna recensione è pubblicata o rifiutata dalla macchina.
        </p>
        {review.status === 'in_revisione' && <Decision reviewId={review.id} held={review.riskHeld} />}
      </header>

      <Panel title="Segnali">
        {evidence.signals.length === 0 ? (
          <EmptyState>Nessun segnale: nulla di sospetto in questa recensione.</EmptyState>
        ) : (
          <ul className="space-y-2">
            {evidence.signals.map((signal, index) => (
              <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span>{signal.reason}</span>
                <span className="text-ink-muted">+{signal.points} punti di rischio</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {evidence.matches.length > 0 && (
        <Panel title="Testi a confronto">
          <p className="mb-3 text-sm text-ink-muted">In evidenza i passaggi in comune.</p>
          <div className="space-y-6">
            {evidence.matches.map((match) => (
              <div key={match.other.id} className="grid gap-4 md:grid-cols-2">
                <article aria-label="Questa recensione" className="rounded-xl border border-line p-4">
                  <h3 className="font-semibold">Questa recensione</h3>
                  <p className="mb-2 text-sm text-ink-muted">
                    <AuthorLink author={review.author} /> · {formatDate(review.createdAt)}
                  </p>
                  <HighlightedText text={review.text} ranges={match.passages.review} />
                </article>
                <article
                  aria-label={`Recensione simile al ${Math.round(match.similarity * 100)} %`}
                  className="rounded-xl border border-line p-4"
                >
                  <h3 className="font-semibold">
                    Simile al {Math.round(match.similarity * 100)} % ·{' '}
                    {match.sameAuthor
                      ? 'stesso account'
                      : match.linkedAuthor
                        ? 'account collegato'
                        : 'altro account'}
                  </h3>
                  <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                    <AuthorLink author={match.other.author} /> · {match.other.productName} ·{' '}
                    {formatDate(match.other.createdAt)}
                    <StatusPill tone={statusTone[match.other.status]}>
                      {REVIEW_STATUS_LABELS[match.other.status]}
                    </StatusPill>
                    <Link
                      to={`/admin/reviews/${match.other.id}`}
                      className="inline-flex min-h-11 items-center underline"
                    >
                      Prove
                    </Link>
                  </p>
                  <HighlightedText text={match.other.text} ranges={match.passages.other} />
                </article>
              </div>
            ))}
          </div>
        </Panel>
      )}

      <Panel title="Account collegati all'autore">
        {evidence.linkedAccounts.length === 0 ? (
          <EmptyState>Nessun account collegato.</EmptyState>
        ) : (
          <>
            {evidence.clusterId && (
              <p className="mb-3 text-sm">
                <Link
                  to={`/admin/users/clusters/${evidence.clusterId}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  Apri il gruppo di account collegati
                </Link>
              </p>
            )}
            <ul className="space-y-4">
              {evidence.linkedAccounts.map((account) => (
                <li key={account.id} className="rounded-xl border border-line p-4 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/admin/users/${account.id}`}
                      className="inline-flex min-h-11 items-center font-semibold underline"
                    >
                      {account.name || account.email}
                    </Link>
                    {account.banned && <StatusPill tone="red">Bloccato</StatusPill>}
                    <span className="text-ink-muted">
                      {account.kinds.map((kind) => LINK_KIND_LABELS[kind] ?? kind).join(' · ')} · iscritto il{' '}
                      {formatDate(account.createdAt)}
                    </span>
                  </p>
                  {account.reviews.length === 0 ? (
                    <p className="mt-1 text-ink-muted">Nessuna recensione.</p>
                  ) : (
                    <ul className="mt-2 space-y-1">
                      {account.reviews.map((linkedReview) => (
                        <li key={linkedReview.id} className="flex flex-wrap items-center gap-2">
                          <Stars value={linkedReview.rating} size="sm" />
                          <Link
                            to={`/admin/reviews/${linkedReview.id}`}
                            className="inline-flex min-h-11 items-center underline"
                          >
                            {linkedReview.productName}
                          </Link>
                          <span className="text-ink-muted">{formatDateTime(linkedReview.createdAt)}</span>
                          <StatusPill tone={statusTone[linkedReview.status]}>
                            {REVIEW_STATUS_LABELS[linkedReview.status]}
                          </StatusPill>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
      {history}
    </section>
  );
}

function Decision({ reviewId, held }: { reviewId: string; held: boolean }) {
  const decide = useDecide();
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {held ? (
        <OverrideApproveDialog reviewId={reviewId} />
      ) : (
        <Button
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void decide({ intent: 'approve', reviewId }).then((answer) => {
              setBusy(false);
              if (!answer.ok) void showToast(answer.toast);
            });
          }}
        >
          Approva
        </Button>
      )}
      <RejectReviewDialog reviewIds={[reviewId]} />
    </div>
  );
}

function AuthorLink({ author }: { author: EvidenceReview['author'] }) {
  if (!author) return <span>Account eliminato</span>;
  return (
    <Link to={`/admin/users/${author.id}`} className="inline-flex min-h-11 items-center underline">
      {author.name || author.email}
    </Link>
  );
}

function Panel(props: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5" aria-label={props.title}>
      <h2 className="mb-3 text-lg font-semibold">{props.title}</h2>
      {props.children}
    </section>
  );
}
