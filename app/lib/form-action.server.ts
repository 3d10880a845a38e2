import { data } from 'react-router';
import type { z } from 'zod';
import { AppError } from '#app/lib/app-error.ts';
import { type Flash, flashCookie } from '#app/lib/flash.server.ts';
import type { ActionAnswer, UndoForm } from '#app/lib/form-action.ts';
import { logger } from '#app/lib/logger.server.ts';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';

export const INVALID_ACTION = 'Azione non valida';

/** The first message of a conform submission's errors, or the generic one. */
function firstError(errors: Record<string, string[] | null> | null | undefined, fallback: string): string {
  for (const messages of Object.values(errors ?? {})) {
    if (messages?.[0]) return messages[0];
  }
  return fallback;
}

/**
 * The one place a route learns that a service refused (decision 042): a refusal (AppError) is
 * handed back, with its code, message and status (app-error.ts); anything else is thrown on, to
 * the error page and the log. Routes use this instead of testing the error's class (lint forbids
 * `instanceof AppError` under app/routes): `catch (error) { const refusal = asRefusal(error); … }`.
 */
export function asRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  throw error;
}

/**
 * A refusal as the site's one form-action answer (`ActionAnswer`), with the refusal's status:
 * titled 'Attenzione' when `notice` (nothing was wrong, nothing changed), 'Errore' otherwise.
 */
export function refusalAnswer(intent: string, message: string, status: number, notice = false) {
  return data<ActionAnswer>(
    {
      ok: false,
      intent,
      toast: notice
        ? { kind: 'info', title: 'Attenzione', message }
        : { kind: 'error', title: 'Errore', message },
    },
    { status },
  );
}

/** `catch (error) { return refused(error, intent); }`: a refusal answered, anything else thrown on. */
export function refused(error: unknown, intent: string) {
  const refusal = asRefusal(error);
  return refusalAnswer(intent, refusal.message, refusal.status);
}

/**
 * A command's answer when it says more than a toast: `undo` can take the decision back, and then
 * the page that asked shows the toast itself (with 'Annulla'), so no flash message is sent.
 */
export type ActionResult = { toast: Flash; undo?: UndoForm };

/**
 * Every page action, one way (STYLE.md; it was the back office's `adminAction`): the form is read
 * under its cap and parsed against the page's command union (the same schema its JSON API uses);
 * a bad command is a 400 with the schema's Italian message; a refusal by the service (AppError)
 * answers its own status (app-error.ts) and message; anything else is logged and answered with the
 * spec's failure text for that intent, so the dialog stays open and says what failed (titled
 * 'Attenzione' for the `notices` codes). Success travels as a flash message too: the root shows it
 * after revalidation, even when the card that asked has left the list.
 */
export async function formAction<Command extends { intent: string }>(
  request: Request,
  options: {
    schema: z.ZodType<Command>;
    failures: Record<Command['intent'], string>;
    run: (command: Command) => Promise<Flash | ActionResult>;
    maxBytes?: number;
    /**
     * AppError codes that are a warning rather than an error: nothing was wrong and nothing changed
     * (a badge the person already has). Answered with the spec's 'Attenzione' title.
     */
    notices?: readonly AppError['code'][];
  },
) {
  const form = await readForm(request, options.maxBytes ? { maxBytes: options.maxBytes } : undefined);
  const rawIntent = form.get('intent');
  const intent = typeof rawIntent === 'string' ? rawIntent.slice(0, 40) : '';

  const submission = parseSubmission(form, { schema: options.schema });
  if (submission.status !== 'success')
    return refusalAnswer(intent, firstError(submission.error, INVALID_ACTION), 400);
  const command = submission.value as Command;
  try {
    const result = await options.run(command);
    if ('toast' in result)
      return data<ActionAnswer>({ ok: true, intent, toast: result.toast, undo: result.undo });
    return data<ActionAnswer>(
      { ok: true, intent, toast: result },
      { headers: { 'Set-Cookie': flashCookie(result) } },
    );
  } catch (error) {
    if (error instanceof AppError)
      return refusalAnswer(intent, error.message, error.status, options.notices?.includes(error.code));
    logger().error({ err: error, intent }, 'form action failed');
    return refusalAnswer(intent, options.failures[command.intent as Command['intent']], 500);
  }
}
