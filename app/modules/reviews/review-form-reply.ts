import type { SubmissionResult } from '@conform-to/react';
import type { OwnReview } from './review-display.ts';

/** What /write-review answers to a refused review: the page's form and the quick review read it. */
export type ReviewFormReply = {
  result: SubmissionResult<string[]> | undefined;
  formError: string | undefined;
  imagesError: string | undefined;
  /** A second review of the same product: the first one, to link to. */
  ownReview?: OwnReview | null;
};

/** Every message of a refusal, once each, for a form without a place under each field (the quick review). */
export function replyMessages(reply: ReviewFormReply | undefined): string[] {
  if (!reply) return [];
  const fields = Object.values(reply.result?.error ?? {}).flatMap((errors) => errors ?? []);
  return [
    ...new Set([reply.formError, reply.imagesError, ...fields].filter((message) => message !== undefined)),
  ];
}
