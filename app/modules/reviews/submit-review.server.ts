import { and, eq, inArray, isNull } from 'drizzle-orm';
import { db, isUniqueViolation } from '#app/lib/db.server.ts';
import { AppError } from '#app/lib/app-error.ts';
import { consumeRateLimit } from '#app/lib/rate-limit.server.ts';
import {
  ImageUploadError,
  IMAGE_ERRORS,
  MAX_IMAGE_BYTES,
  removeImages,
  storeImage,
} from '#app/modules/media/store-image.server.ts';
import { recordReviewTraces, type TraceSource } from '#app/modules/integrity/account-traces.server.ts';
import { refreshReviewSignals } from '#app/modules/integrity/review-signals.server.ts';
import { recordActivity } from '#app/modules/points/activity.server.ts';
import { products, reviewImages, reviews, userUploads, users } from '#db/schema/index.ts';
import { MAX_REVIEW_IMAGES, type ReviewInput } from './review.schema.ts';

export const REVIEW_SUBMISSION_LIMIT = { max: 10, windowSeconds: 60 * 60 };

export type SubmitReviewResult = { reviewId: string; productName: string; productSlug: string };

export const SUBMIT_ERRORS = {
  duplicate: 'Hai già recensito questo prodotto: puoi scrivere una sola recensione per prodotto.',
  tooManyImages: `Puoi caricare al massimo ${MAX_REVIEW_IMAGES} immagini`,
  tooMany: 'Hai inviato troppe recensioni in poco tempo. Riprova più tardi.',
  blocked: 'Il tuo account è sospeso: non puoi pubblicare recensioni.',
  product: 'Seleziona un prodotto',
  foreignUpload: 'Una delle immagini indicate non è tra quelle che hai caricato o è già stata usata',
} as const;

/**
 * The person has reviewed this product already, seen before writing or by the unique constraint
 * (one review per person and product): code 'duplicate', on the product field.
 */
const duplicate = () => new AppError('duplicate', SUBMIT_ERRORS.duplicate, { field: 'productId' });

/**
 * A new review, in review ('in_revisione') until a moderator decides. Pictures are checked by
 * content and re-encoded first; if anything fails, nothing stays behind (no row, no file). A refusal
 * is an AppError; `field` names the form field it is about ('productId' or 'images'), if any.
 */
export async function submitReview(options: {
  userId: string;
  input: ReviewInput;
  images: { bytes: Uint8Array; size: number }[];
  /** Pictures the author uploaded before (POST /api/upload/image), each usable once. */
  uploadedUrls?: string[];
  /** The device and network it was sent from (issue 29: linked accounts). */
  source?: TraceSource;
}): Promise<SubmitReviewResult> {
  const { userId, input } = options;
  const [author] = await db.select({ banned: users.banned }).from(users).where(eq(users.id, userId));
  if (!author || author.banned) throw new AppError('account_blocked', SUBMIT_ERRORS.blocked);

  const uploadedUrls = [...new Set(options.uploadedUrls ?? [])];
  if (options.images.length + uploadedUrls.length > MAX_REVIEW_IMAGES) {
    throw new AppError('too_many_images', SUBMIT_ERRORS.tooManyImages, { field: 'images' });
  }
  if (options.images.some((image) => image.size > MAX_IMAGE_BYTES)) {
    throw new AppError('image_over_limit', IMAGE_ERRORS.tooLarge, { field: 'images' });
  }

  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.status, 'approved')));
  if (!product) throw new AppError('invalid_product', SUBMIT_ERRORS.product, { field: 'productId' });

  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, product.id)));
  if (existing) throw duplicate();

  if (uploadedUrls.length) {
    const owned = await db
      .select({ url: userUploads.url })
      .from(userUploads)
      .where(
        and(
          eq(userUploads.userId, userId),
          inArray(userUploads.url, uploadedUrls),
          isNull(userUploads.usedAt),
        ),
      );
    if (owned.length !== uploadedUrls.length) {
      throw new AppError('foreign_upload', SUBMIT_ERRORS.foreignUpload, { field: 'images' });
    }
  }

  const limit = await consumeRateLimit(`review:${userId}`, REVIEW_SUBMISSION_LIMIT);
  if (!limit.allowed) throw new AppError('rate_limited', SUBMIT_ERRORS.tooMany);

  const stored: string[] = [];
  try {
    for (const image of options.images) stored.push((await storeImage(image.bytes, 'reviews', userId)).url);
  } catch (error) {
    await removeImages(stored);
    if (error instanceof ImageUploadError) throw new AppError(error.code, error.message, { field: 'images' });
    throw error;
  }

  try {
    const reviewId = await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(reviews)
        .values({
          productId: product.id,
          userId,
          rating: input.rating,
          title: input.title,
          pros: input.pros,
          cons: input.cons,
          comment: input.reviewText ?? null,
          wouldRecommend: input.wouldRecommend,
          purchased: input.purchased,
          status: 'in_revisione',
        })
        .returning({ id: reviews.id });
      if (stored.length) {
        await tx
          .insert(reviewImages)
          .values(stored.map((imageUrl, position) => ({ reviewId: review!.id, imageUrl, position })));
      }
      await recordActivity(tx, {
        userId,
        type: 'review',
        text: `Hai inviato la recensione di ${product.name}: è in revisione`,
      });
      return review!.id;
    });
    // Before any moderator opens it: where it came from, then the integrity signals and risk score.
    if (options.source) await recordReviewTraces(db, { userId, ...options.source });
    await refreshReviewSignals(reviewId);
    return { reviewId, productName: product.name, productSlug: product.slug };
  } catch (error) {
    await removeImages(stored);
    // Two submissions at once: the unique constraint keeps one review per user per product.
    if (isUniqueViolation(error, 'reviews_one_per_user_product')) throw duplicate();
    throw error;
  }
}
