import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { ImagePlus, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useFetcher, useNavigation } from 'react-router';
import { flashCookie } from '#app/lib/flash.server.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { requireViewer } from '#app/modules/accounts/viewer.server.ts';
import { DEFAULT_CATALOG_QUERY } from '#app/modules/catalog/catalog-query.ts';
import { getProductById } from '#app/modules/catalog/get-product.server.ts';
import { listCatalogProducts } from '#app/modules/catalog/list-products.server.ts';
import { ACCEPTED_IMAGE_TYPES } from '#app/modules/media/image-rules.ts';
import { OwnReviewNotice } from '#app/modules/reviews/components/own-review-notice.tsx';
import { StarRatingInput } from '#app/modules/reviews/components/star-rating-input.tsx';
import { findOwnReview, reviewedProductIds } from '#app/modules/reviews/find-own-review.server.ts';
import { asRefusal } from '#app/lib/form-action.server.ts';
import { readReviewForm } from '#app/modules/reviews/review-form.server.ts';
import type { ReviewFormReply } from '#app/modules/reviews/review-form-reply.ts';
import { MAX_REVIEW_IMAGES, reviewSchema } from '#app/modules/reviews/review.schema.ts';
import { submitReview } from '#app/modules/reviews/submit-review.server.ts';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { CheckboxField, FieldErrors, FormAlert, TextAreaField, TextField } from '#app/ui/form.tsx';
import { inputFieldProps, textareaFieldProps } from '#app/ui/conform-fields.ts';
import { getPointsProgramme } from '#app/modules/points/points-programme.server.ts';
import { reviewWorthSentence } from '#app/modules/points/points-promise.ts';
import type { Route } from './+types/write-review';
import { parseSubmission } from '#app/lib/request-body.server.ts';
import { traceSourceOf } from '#app/modules/integrity/account-traces.server.ts';

export const meta = () => [
  { title: 'Scrivi una Recensione | Provato' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, request);
  const url = new URL(request.url);
  const productId = url.searchParams.get('productId') ?? '';
  const productQuery = (url.searchParams.get('productQuery') ?? '').trim().slice(0, 100);
  const product = productId ? await getProductById(productId) : null;
  const matches = productQuery
    ? (
        await listCatalogProducts(
          {
            ...DEFAULT_CATALOG_QUERY,
            q: productQuery,
            sort: 'relevance',
            pageSize: 12,
          },
          undefined,
          // Only the matches are shown, never their number: nothing past them is counted.
          { countCap: 0 },
        )
      ).items.map((item) => ({ id: item.id, name: item.name, brandName: item.brandName }))
    : [];
  const reviewed = await reviewedProductIds(
    viewer.id,
    matches.map((match) => match.id),
  );
  return {
    product: product ? { id: product.id, name: product.name, slug: product.slug } : null,
    // Said before the form: one review per person and product (the server refuses a second one).
    ownReview: product ? await findOwnReview(viewer.id, product.id) : null,
    productQuery,
    matches: matches.map((match) => ({ ...match, reviewed: reviewed.has(match.id) })),
    programme: getPointsProgramme(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireViewer(context, request);
  let form;
  try {
    form = await readReviewForm(request);
  } catch (error) {
    const refusal = asRefusal(error);
    return data<ReviewFormReply>(
      { result: undefined, formError: refusal.message, imagesError: undefined },
      { status: refusal.status },
    );
  }
  const submission = parseSubmission(form.formData, { schema: reviewSchema });
  if (submission.status !== 'success') {
    return data<ReviewFormReply>(
      { result: submission.reply(), formError: undefined, imagesError: undefined },
      { status: 400 },
    );
  }
  let outcome;
  try {
    outcome = await submitReview({
      userId: viewer.id,
      input: submission.value,
      images: form.images,
      source: traceSourceOf(request.headers),
    });
  } catch (error) {
    const refusal = asRefusal(error);
    // A second review (a stale page, another tab): said above the form, with the way to the first.
    const duplicate = refusal.code === 'duplicate';
    return data<ReviewFormReply>(
      {
        result:
          refusal.field === 'productId' && !duplicate
            ? submission.reply({ fieldErrors: { productId: [refusal.message] } })
            : submission.reply(),
        formError: refusal.field && !duplicate ? undefined : refusal.message,
        imagesError: refusal.field === 'images' ? refusal.message : undefined,
        ownReview: duplicate ? await findOwnReview(viewer.id, submission.value.productId) : undefined,
      },
      { status: refusal.status },
    );
  }
  const back = safeRedirectPath(form.formData.get('redirectTo'), '/profile');
  return redirect(back, {
    headers: {
      'Set-Cookie': flashCookie({
        kind: 'success',
        title: 'Recensione inviata!',
        message: `Grazie! La tua recensione di ${outcome.productName} è in revisione: appena approvata guadagnerai i tuoi punti.`,
      }),
    },
  });
}

function ProductPicker(props: {
  selected: { id: string; name: string } | null;
  productQuery: string;
  matches: { id: string; name: string; brandName: string | null; reviewed: boolean }[];
  error?: string[];
  errorId?: string;
}) {
  const fetcher = useFetcher<typeof loader>();
  const [selected, setSelected] = useState(props.selected);
  const [query, setQuery] = useState(props.productQuery);
  const matches = fetcher.data?.matches ?? props.matches;
  useEffect(() => setSelected(props.selected), [props.selected]);

  if (selected) {
    return (
      <div>
        <p className="mb-1 text-sm font-medium">Prodotto</p>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted p-3">
          <span className="font-semibold">{selected.name}</span>
          <button
            type="button"
            onClick={() => setSelected(null)}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm text-brand-700 underline"
          >
            <X aria-hidden className="size-4" /> Cambia prodotto
          </button>
        </div>
        <input type="hidden" name="productId" value={selected.id} />
        <FieldErrors id={props.errorId} errors={props.error} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="product-query" className="mb-1 block text-sm font-medium">
        Prodotto
      </label>
      <div className="flex gap-2">
        <input
          id="product-query"
          type="search"
          name="productQuery"
          form="product-search"
          value={query}
          maxLength={100}
          placeholder="Cerca il prodotto da recensire…"
          aria-describedby={props.error?.length ? props.errorId : undefined}
          aria-invalid={props.error?.length ? true : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setQuery(value);
            if (value.trim().length >= 2)
              void fetcher.load(`/write-review?${new URLSearchParams({ productQuery: value })}`);
          }}
          className="min-h-11 flex-1 rounded-lg border border-line bg-surface px-3"
        />
        <button
          type="submit"
          form="product-search"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg border border-line px-3 text-sm font-medium"
        >
          <Search aria-hidden className="size-4" /> Cerca
        </button>
      </div>
      <input type="hidden" name="productId" value="" />
      <FieldErrors id={props.errorId} errors={props.error} />
      {matches.length > 0 && (
        <ul
          className="mt-2 divide-y divide-line rounded-lg border border-line bg-surface"
          aria-label="Prodotti trovati"
        >
          {matches.map((match) => (
            <li key={match.id}>
              <Link
                to={`/write-review?${new URLSearchParams({ productId: match.id, productName: match.name })}`}
                replace
                onClick={(event) => {
                  // One already reviewed opens its page, which says so before any form.
                  if (match.reviewed) return;
                  event.preventDefault();
                  setSelected({ id: match.id, name: match.name });
                }}
                className="flex min-h-11 items-center justify-between gap-3 px-3 hover:bg-brand-50"
              >
                {match.name}
                {match.reviewed && <span className="text-sm text-ink-muted">Già recensito</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {query.trim().length >= 2 && fetcher.state === 'idle' && fetcher.data && matches.length === 0 && (
        <p className="mt-2 text-sm text-ink-muted">Nessun prodotto trovato</p>
      )}
    </div>
  );
}

function ImagePicker(props: { errors?: string[]; errorId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const sync = (list: File[]) => {
    const next = list.slice(0, MAX_REVIEW_IMAGES);
    setFiles(next);
    if (input.current) {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      input.current.files = transfer.files;
    }
  };
  return (
    <div>
      <p id="images-label" className="mb-1 text-sm font-medium">
        Immagini (facoltative)
      </p>
      <label
        htmlFor="review-images"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          sync([...files, ...Array.from(event.dataTransfer.files)]);
        }}
        className={`flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm ${dragging ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface'}`}
      >
        <ImagePlus aria-hidden className="size-6 text-brand-700" />
        <span>
          Trascina qui le foto o{' '}
          <span className="font-semibold text-brand-700 underline">scegli dal dispositivo</span>
        </span>
        <span className="text-xs text-ink-muted">
          PNG, JPG o GIF, massimo 5 MB ciascuna, fino a {MAX_REVIEW_IMAGES} foto
        </span>
      </label>
      <input
        ref={input}
        id="review-images"
        type="file"
        name="images"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-labelledby="images-label"
        aria-describedby={props.errors?.length ? props.errorId : undefined}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
        className="sr-only"
      />
      {files.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="Foto scelte">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-surface-muted px-3 py-1"
            >
              <span className="truncate">
                {file.name} ({(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB)
              </span>
              <button
                type="button"
                aria-label={`Togli ${file.name}`}
                onClick={() => sync(files.filter((_, i) => i !== index))}
                className="inline-flex size-11 items-center justify-center"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors id={props.errorId} errors={props.errors} />
    </div>
  );
}

export default function WriteReview({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: 'write-review',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewSchema }),
  });
  const submitting = useNavigation().state === 'submitting';
  const formError = actionData?.formError ?? form.errors?.[0];
  const { ownReview } = loaderData;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Scrivi una Recensione</h1>
      <p className="mt-2 text-ink-muted">
        Racconta la tua esperienza con un prodotto che hai usato davvero.{' '}
        {reviewWorthSentence(loaderData.programme)}
      </p>
      <form id="product-search" method="get" action="/write-review" hidden />
      {ownReview && loaderData.product && !actionData ? (
        <div className="mt-8 space-y-4 rounded-2xl border border-line bg-surface p-6">
          <p className="font-semibold">{loaderData.product.name}</p>
          <OwnReviewNotice review={ownReview} />
          <ButtonLink to="/write-review" variant="secondary">
            Recensisci un altro prodotto
          </ButtonLink>
        </div>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(form)}
          className="mt-8 space-y-5 rounded-2xl border border-line bg-surface p-6"
        >
          {formError && (
            <FormAlert title="Recensione non inviata" message={formError}>
              {actionData?.ownReview && (
                <Link
                  to={actionData.ownReview.href}
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  Vai alla tua recensione
                </Link>
              )}
            </FormAlert>
          )}
          <ProductPicker
            selected={loaderData.product}
            productQuery={loaderData.productQuery}
            matches={loaderData.matches}
            error={fields.productId.errors}
            errorId={fields.productId.errorId}
          />
          <StarRatingInput
            name={fields.rating.name}
            errors={fields.rating.errors}
            errorId={fields.rating.errorId}
          />
          <TextField
            label="Titolo"
            {...inputFieldProps(fields.title, 'text', { placeholder: 'Riassumi la tua esperienza' })}
          />
          <TextAreaField label="Pro" {...textareaFieldProps(fields.pros)} />
          <TextAreaField label="Contro" {...textareaFieldProps(fields.cons)} />
          <TextAreaField
            label="Recensione dettagliata (facoltativa)"
            {...textareaFieldProps(fields.reviewText)}
            rows={6}
          />
          <CheckboxField
            label="Consiglierei questo prodotto"
            inputProps={{
              ...getInputProps(fields.wouldRecommend, { type: 'checkbox' }),
              defaultChecked: true,
            }}
          />
          <CheckboxField
            label="Ho acquistato questo prodotto"
            inputProps={{ ...getInputProps(fields.purchased, { type: 'checkbox' }), defaultChecked: true }}
          />
          <ImagePicker
            errors={actionData?.imagesError ? [actionData.imagesError] : undefined}
            errorId="review-images-error"
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Invio in corso…' : 'Pubblica e guadagna punti!'}
          </Button>
        </Form>
      )}
    </div>
  );
}
