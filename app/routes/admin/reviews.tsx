import { Download, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { data, Form, Link, useFetcher, useRevalidator } from 'react-router';
import { AppError } from '#app/lib/app-error.ts';
import { formatDate, formatInteger } from '#app/lib/format.ts';
import { requireAdmin } from '#app/modules/accounts/viewer.server.ts';
import {
  listReviewsForModeration,
  type ModerationReview,
} from '#app/modules/reviews/list-moderation.server.ts';
import {
  approveReview,
  deleteReview,
  editReview,
  rejectReview,
} from '#app/modules/reviews/moderate-review.server.ts';
import {
  MODERATION_PAGE_SIZES,
  moderationHref,
  type ModerationQuery,
  parseModerationQuery,
} from '#app/modules/reviews/moderation-query.ts';
import { REVIEW_STATUS_LABELS, reviewEditSchema } from '#app/modules/reviews/review.schema.ts';
import {
  ActionButtons,
  ActionDescription,
  ActionDialog,
  RejectReasonFields,
} from '#app/ui/admin/action-dialog.tsx';
import { Button } from '#app/ui/button.tsx';
import { cn } from '#app/ui/cn.ts';
import { Stars } from '#app/ui/stars.tsx';
import { ReviewTextFields } from '#app/modules/reviews/components/review-text-fields.tsx';
import { ReviewTexts } from '#app/modules/reviews/components/review-texts.tsx';
import { TextField } from '#app/ui/form.tsx';
import type { ToastMessage } from '#app/ui/toast.ts';
import { flashCookie } from '#app/lib/flash.server.ts';
import {
  DateRangeFilters,
  FilterChip,
  PageSizeFilter,
  PrevNextPager,
  SearchFilter,
  SelectFilter,
} from '#app/ui/admin/list-controls.tsx';
import type { Route } from './+types/reviews';
import { readForm } from '#app/lib/request-body.server.ts';

export const meta = () => [
  { title: 'Moderazione Recensioni | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const query = parseModerationQuery(new URL(request.url).searchParams);
  const result = await listReviewsForModeration(admin, query);
  return { query, ...result };
}

type ActionResult = { ok: boolean; toast: ToastMessage; intent: string; reviewId: string };

const FAILURES: Record<string, string> = {
  approve: 'Impossibile approvare la recensione',
  reject: 'Impossibile rifiutare la recensione',
  edit: 'Impossibile modificare la recensione',
  delete: 'Impossibile eliminare la recensione',
};

/**
 * The outcome travels as a flash message too: the root shows it after revalidation, even when
 * the card that asked is gone (a rejected review leaves a list filtered on 'In revisione').
 */
function answer(result: ActionResult, status = 200) {
  return data(result, { status, headers: { 'Set-Cookie': flashCookie(result.toast) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const intent = String(form.get('intent'));
  const reviewId = String(form.get('reviewId') ?? '');
  const fail = (message: string, status: number) =>
    data<ActionResult>(
      { ok: false, intent, reviewId, toast: { kind: 'error', title: 'Errore', message } },
      { status },
    );
  try {
    if (intent === 'approve') {
      const outcome = await approveReview({ actor: admin, reviewId });
      return answer({
        ok: true,
        intent,
        reviewId,
        toast: outcome.changed
          ? {
              kind: 'success',
              title: 'Successo',
              message: `Recensione approvata: +${outcome.pointsAwarded ?? 0} punti all'autore`,
            }
          : { kind: 'info', title: 'Già moderata', message: 'La recensione era già stata moderata.' },
      });
    }
    if (intent === 'reject') {
      const reason = String(form.get('reason') ?? '');
      if (!reason.trim()) return fail('Indica il motivo del rifiuto', 400);
      const outcome = await rejectReview({ actor: admin, reviewId, reason });
      return answer({
        ok: true,
        intent,
        reviewId,
        toast: outcome.changed
          ? { kind: 'success', title: 'Successo', message: 'Recensione rifiutata' }
          : { kind: 'info', title: 'Già moderata', message: 'La recensione era già stata moderata.' },
      });
    }
    if (intent === 'edit') {
      const parsed = reviewEditSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? FAILURES.edit!, 400);
      await editReview({ actor: admin, reviewId, changes: parsed.data });
      return answer({
        ok: true,
        intent,
        reviewId,
        toast: { kind: 'success', title: 'Successo', message: 'Recensione modificata' },
      });
    }
    if (intent === 'delete') {
      await deleteReview({ actor: admin, reviewId });
      return answer({
        ok: true,
        intent,
        reviewId,
        toast: { kind: 'success', title: 'Successo', message: 'Recensione eliminata' },
      });
    }
    return fail('Azione non valida', 400);
  } catch (error) {
    if (error instanceof AppError)
      return fail(error.status === 404 ? error.message : (FAILURES[intent] ?? error.message), error.status);
    throw error;
  }
}

const statusStyle: Record<ModerationReview['status'], string> = {
  in_revisione: 'bg-amber-100 text-amber-900',
  pubblicata: 'bg-green-100 text-green-900',
  rifiutata: 'bg-red-100 text-red-900',
};

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  const { query, items, total, pageCount, capped } = loaderData;
  const revalidator = useRevalidator();
  const href = (change: Partial<ModerationQuery>) => moderationHref({ ...query, page: 1, ...change });
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Moderazione Recensioni</h1>
        <div className="flex gap-2">
          <a
            href={moderationHref({ ...query, page: 1 }, '/admin/reviews/export')}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold"
            download
          >
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
          <Button
            variant="secondary"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== 'idle'}
          >
            <RefreshCw aria-hidden className="size-4" /> Aggiorna
          </Button>
        </div>
      </div>

      <Form method="get" className="grid gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-6">
        <SearchFilter id="mod-q" value={query.q} placeholder="Prodotto, utente o testo" />
        <SelectFilter
          id="mod-status"
          name="status"
          label="Stato"
          value={query.status}
          all="Tutti"
          options={Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <DateRangeFilters idPrefix="mod" from={query.from} to={query.to} />
        <PageSizeFilter id="mod-size" value={query.pageSize} sizes={MODERATION_PAGE_SIZES} />
        {query.productId && <input type="hidden" name="productId" value={query.productId} />}
        {query.userId && <input type="hidden" name="userId" value={query.userId} />}
        <div className="flex flex-wrap items-center gap-2 md:col-span-6">
          <Button type="submit">Filtra</Button>
          <Link
            to="/admin/reviews"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline"
          >
            Azzera filtri
          </Link>
          {query.productId && <FilterChip to={href({ productId: '' })} label="Solo un prodotto" />}
          {query.userId && <FilterChip to={href({ userId: '' })} label="Solo un utente" />}
          <span className="ml-auto text-sm text-ink-muted" aria-live="polite">
            {capped
              ? `oltre ${formatInteger(total)} recensioni`
              : total === 1
                ? '1 recensione'
                : `${formatInteger(total)} recensioni`}
          </span>
        </div>
      </Form>

      {items.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-8 text-center">
          Nessuna recensione trovata
        </p>
      ) : (
        <ul className="space-y-4">
          {items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} href={href} />
            </li>
          ))}
        </ul>
      )}

      {(pageCount > 1 || capped) && (
        <PrevNextPager
          page={query.page}
          pageCount={pageCount}
          approximate={capped}
          hasNext={query.page < pageCount || (capped && items.length === query.pageSize)}
          href={(page) => href({ page })}
        />
      )}
    </section>
  );
}

function useModerationAction(reviewId: string, onDone?: () => void) {
  const fetcher = useFetcher<ActionResult>();
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.reviewId === reviewId && fetcher.data.ok) onDone?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to a finished submission only
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

function ReviewCard({
  review,
  href,
}: {
  review: ModerationReview;
  href: (change: Partial<ModerationQuery>) => string;
}) {
  const approve = useModerationAction(review.id);
  const pending = review.status === 'in_revisione';
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-5"
      aria-labelledby={`review-${review.id}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Stars value={review.rating} size="sm" />
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusStyle[review.status])}>
          {REVIEW_STATUS_LABELS[review.status]}
        </span>
        <span className="text-sm text-ink-muted">{formatDate(review.createdAt)}</span>
      </div>
      <h2 id={`review-${review.id}`} className="mt-2 text-lg font-semibold">
        {review.title}
      </h2>
      <p className="mt-1 text-sm">
        {review.productId ? (
          <Link to={href({ productId: review.productId })} className="font-medium underline">
            {review.productName ?? 'Prodotto sconosciuto'}
          </Link>
        ) : (
          'Prodotto sconosciuto'
        )}{' '}
        ·{' '}
        {review.userId ? (
          <Link to={href({ userId: review.userId })} className="underline">
            {review.userName ?? 'Utente sconosciuto'}
          </Link>
        ) : (
          'Utente sconosciuto'
        )}
      </p>
      <ReviewTexts pros={review.pros} cons={review.cons} comment={review.comment} />
      {review.rejectionReason && (
        <p className="mt-3 text-sm text-red-800">Motivo del rifiuto: {review.rejectionReason}</p>
      )}
      {review.images.length > 0 && (
        <ul className="mt-3 flex gap-2" aria-label="Immagini della recensione">
          {review.images.map((image, index) => (
            <li key={image}>
              <a href={image} target="_blank" rel="noopener noreferrer">
                <img
                  src={image}
                  alt={`Immagine ${index + 1} della recensione`}
                  width={96}
                  height={96}
                  className="size-24 rounded-lg border border-line object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {pending && (
          <approve.Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" disabled={approve.state !== 'idle'}>
              Approva
            </Button>
          </approve.Form>
        )}
        {pending && <RejectDialog review={review} />}
        <EditDialog review={review} />
        <DeleteDialog review={review} />
      </div>
    </article>
  );
}

function RejectDialog({ review }: { review: ModerationReview }) {
  return (
    <ActionDialog trigger="Rifiuta" title="Rifiuta la recensione">
      {(close) => <RejectForm review={review} close={close} />}
    </ActionDialog>
  );
}

function RejectForm({ review, close }: { review: ModerationReview; close: () => void }) {
  const fetcher = useModerationAction(review.id, close);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>L&apos;autore riceverà il motivo per e-mail.</ActionDescription>
      <input type="hidden" name="intent" value="reject" />
      <input type="hidden" name="reviewId" value={review.id} />
      <RejectReasonFields busy={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}

function EditDialog({ review }: { review: ModerationReview }) {
  return (
    <ActionDialog trigger="Modifica" title="Modifica la recensione" triggerVariant="ghost">
      {(close) => <EditForm review={review} close={close} />}
    </ActionDialog>
  );
}

function EditForm({ review, close }: { review: ModerationReview; close: () => void }) {
  const fetcher = useModerationAction(review.id, close);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-3">
      <ActionDescription className="sr-only">Correggi il testo o il voto della recensione.</ActionDescription>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="reviewId" value={review.id} />
      <TextField
        label="Voto (1–5)"
        inputProps={{
          name: 'rating',
          type: 'number',
          min: 1,
          max: 5,
          defaultValue: review.rating,
          required: true,
        }}
      />
      <ReviewTextFields
        defaults={{ title: review.title, pros: review.pros, cons: review.cons, comment: review.comment }}
        commentLabel="Commento"
      />
      <ActionButtons submitLabel="Salva" disabled={fetcher.state !== 'idle'} outcome={fetcher.data} />
    </fetcher.Form>
  );
}

function DeleteDialog({ review }: { review: ModerationReview }) {
  return (
    <ActionDialog trigger="Elimina" title="Eliminare la recensione?" triggerVariant="ghost">
      {(close) => <DeleteForm review={review} close={close} />}
    </ActionDialog>
  );
}

function DeleteForm({ review, close }: { review: ModerationReview; close: () => void }) {
  const fetcher = useModerationAction(review.id, close);
  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <ActionDescription>
        L&apos;azione non può essere annullata.
        {review.status === 'pubblicata' &&
          " I punti guadagnati con questa recensione verranno tolti all'autore."}
      </ActionDescription>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="reviewId" value={review.id} />
      <ActionButtons
        submitLabel="Elimina"
        danger
        disabled={fetcher.state !== 'idle'}
        outcome={fetcher.data}
      />
    </fetcher.Form>
  );
}
