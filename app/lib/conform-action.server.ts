import { data, redirect } from 'react-router';
import type { z } from 'zod';
import type { AppError } from '#app/lib/app-error.ts';
import type { FormAnswer } from '#app/lib/conform-action.ts';
import { type Flash, flashCookie } from '#app/lib/flash.server.ts';
import { asRefusal, INVALID_ACTION } from '#app/lib/form-action.server.ts';
import { parseSubmission, readForm } from '#app/lib/request-body.server.ts';
import type { ToastMessage } from '#app/ui/toast.ts';

/**
 * What a page's runner says happened (decision 042): go elsewhere (a session began, an account
 * ended: `redirect`, with the cookies of the auth library and an optional flash message), or stay
 * and show something (`show`: what the page renders next; `toast`; `resetForm` empties the form).
 */
export type FormOutcome<Extra extends object = object> =
  | { redirect: string; headers?: Headers; flash?: Flash }
  | { show?: Partial<Extra>; toast?: ToastMessage; headers?: Headers; resetForm?: boolean };

/** What the page says besides the fields' messages: a toast, and what it shows again. */
export type FormSaid<Extra extends object = object> = { toast?: ToastMessage } & Partial<Extra>;

type Said<Extra extends object> = FormSaid<Extra> | Promise<FormSaid<Extra>>;

/**
 * `formAction` for pages with conform forms (formAction answers a toast alone; these pages say a bad
 * field under the field, STYLE.md's `submission.reply()`): the form is read under its cap, the
 * command is the option of the page's union that its `intent` names (an unknown intent is a 400,
 * 'Azione non valida', nothing run), bad input is a 400 with conform's reply, the runner runs, and
 * a refusal (AppError) answers its own status with what `refused` says (the flow's title and the
 * refusal's message; more where the page shows more, as a QR code again). Anything that is not a
 * refusal is thrown on, to the error page and the log, as these pages always did. Every answer is a
 * `FormAnswer`; fields named by `hideFields` (passwords, codes) are never sent back.
 *
 * The option is parsed on its own (not the union) so that conform's reply echoes each field cut to
 * that field's own maximum (parseSubmission reads the limits from an object schema).
 */
export async function conformAction<Command extends Record<string, unknown>, Extra extends object = object>(
  request: Request,
  options: {
    schema: z.ZodType<Command>;
    run: (command: Command) => Promise<FormOutcome<Extra>>;
    refused: (refusal: AppError, command: Command) => Said<Extra>;
    /** What bad input says besides the fields (a toast the spec asks for, a QR code shown again). */
    invalid?: (errors: Record<string, string[] | null>, intent: string, form: FormData) => Said<Extra>;
    /** Fields never echoed back, per intent; `refused` is true after the runner refused. */
    hideFields?: (intent: string, refused: boolean) => string[];
    /** The field naming the command; 'intent' unless the page's forms say it otherwise. */
    discriminator?: string;
    maxBytes?: number;
    /**
     * A body declared over `maxBytes` answered as this form's refusal (413), so the page says it
     * next to the form; without it (or with no declared length) the error page says it.
     */
    oversize?: FormSaid<Extra> & { intent: string };
  },
) {
  /** A form that did not go through, as every one of these pages answers it. */
  const notDone = (
    status: number,
    answer: { intent: string; toast?: ToastMessage; result?: FormAnswer['result'] },
  ) => data<FormAnswer<Extra>>({ ok: false, ...answer } as FormAnswer<Extra>, { status });

  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (options.oversize && options.maxBytes && declared > options.maxBytes) {
    return notDone(413, options.oversize);
  }
  const form = await readForm(request, options.maxBytes ? { maxBytes: options.maxBytes } : undefined);
  const key = options.discriminator ?? 'intent';
  const raw = form.get(key);
  const intent = typeof raw === 'string' ? raw.slice(0, 40) : '';
  const schema = unionOption(options.schema, key, intent);
  if (!schema) {
    return notDone(400, { intent, toast: { kind: 'error', title: 'Errore', message: INVALID_ACTION } });
  }
  const reply = (submission: { reply: (options: { hideFields: string[] }) => unknown }, refused: boolean) =>
    submission.reply({ hideFields: options.hideFields?.(intent, refused) ?? [] }) as FormAnswer['result'];
  const submission = parseSubmission(form, { schema });
  if (submission.status !== 'success') {
    const said = (await options.invalid?.(submission.error ?? {}, intent, form)) ?? {};
    return notDone(400, { intent, result: reply(submission, false), ...said });
  }
  const command = submission.value as Command;
  let outcome: FormOutcome<Extra>;
  try {
    outcome = await options.run(command);
  } catch (error) {
    const refusal = asRefusal(error);
    const said = await options.refused(refusal, command);
    return notDone(refusal.status, { intent, result: reply(submission, true), ...said });
  }
  const headers = outcome.headers ?? new Headers();
  if ('redirect' in outcome) {
    if (outcome.flash) headers.append('Set-Cookie', flashCookie(outcome.flash));
    return redirect(outcome.redirect, { headers });
  }
  return data<FormAnswer<Extra>>(
    {
      ok: true,
      intent,
      ...(outcome.resetForm ? { result: submission.reply({ resetForm: true }) } : {}),
      ...(outcome.toast ? { toast: outcome.toast } : {}),
      ...outcome.show,
    } as FormAnswer<Extra>,
    { headers },
  );
}

type Inspectable = {
  options?: readonly Inspectable[];
  shape?: Record<string, { def?: { values?: readonly unknown[] } }>;
  def?: { options?: readonly Inspectable[] };
};

/** The object of a discriminated union whose `key` literal is `value` (the schema itself if it is no union). */
function unionOption(schema: z.ZodType, key: string, value: string): z.ZodType | undefined {
  const union = schema as unknown as Inspectable;
  const options = union.def?.options ?? union.options;
  if (!options) return schema;
  const option = options.find((candidate) => candidate.shape?.[key]?.def?.values?.includes(value));
  return option as z.ZodType | undefined;
}
