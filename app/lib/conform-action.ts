import type { SubmissionResult } from '@conform-to/react';
import type { ActionAnswer } from '#app/lib/form-action.ts';
import type { ToastMessage } from '#app/ui/toast.ts';

/**
 * The site's `ActionAnswer` for a page whose forms are conform forms (sign-in, sign-up, the code
 * step, two-factor enrolment, settings; conform-action.server.ts): whether it worked and the
 * intent that asked, plus `result`, conform's reply, which puts each bad field's Italian message
 * under that field. The toast is there only when something is said above the form (a refusal, or
 * a text the spec asks for): a bad field is said under the field, not twice. `Extra` is what the
 * page shows next (the address a mail went to, a QR code, recovery codes).
 */
export type FormAnswer<Extra extends object = object> = Omit<ActionAnswer, 'toast' | 'undo'> & {
  toast?: ToastMessage;
  result?: SubmissionResult<string[]>;
} & Partial<Extra>;

/** The answer to one form of the page: the last one, when that form sent it. */
export function answerFor<Answer extends { intent: string }>(
  answer: Answer | undefined,
  intent: string,
): Answer | undefined {
  return answer?.intent === intent ? answer : undefined;
}
