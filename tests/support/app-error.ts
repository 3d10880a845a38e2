import { APP_ERROR_STATUS, AppError } from '#app/lib/app-error.ts';

/** What a refused service call answered: its status and Italian message (it must refuse). */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

export type Settled<T> =
  { ok: true; value: T } | { ok: false; code: AppError['code']; status: number; message: string };

/**
 * A service call that may refuse, as a value: what it answered, or its refusal's code, status and
 * message (for tests that gather many attempts). Anything but a refusal is thrown on.
 */
export async function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, code: error.code, status: error.status, message: error.message };
    throw error;
  }
}

/** The refusal `settled` gives for `code` with the message of `copy` (a spec toast or a string). */
export function refusal(code: AppError['code'], copy: { message: string } | string): Settled<never> {
  return {
    ok: false,
    code,
    status: APP_ERROR_STATUS[code],
    message: typeof copy === 'string' ? copy : copy.message,
  };
}
