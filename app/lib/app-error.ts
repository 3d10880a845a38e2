import { data } from 'react-router';
/** A failure with a status and an Italian message meant for the person who caused it. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  constructor(message: string, status: number, code = 'error') {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const forbidden = () =>
  new AppError('Accesso negato: serve un account amministratore', 403, 'forbidden');
export const notFound = (what: string) => new AppError(what, 404, 'not_found');

/** Who asks a service to act: the signed-in person's id and whether they are an admin. */
export type Actor = { id: string; isAdmin: boolean };

/** Services check authorization themselves (DESIGN.md §2): an actor that is not an admin stops here. */
export function assertAdmin(
  actor: { isAdmin: boolean } | null | undefined,
): asserts actor is { isAdmin: true } {
  if (!actor?.isAdmin) throw forbidden();
}

/**
 * For a page's loader: a refusal by a service becomes the page's own 4xx answer (`{error}`, which
 * the error page shows), anything else stays a failure. Use as `.catch(asPageError)`.
 */
export function asPageError(error: unknown): never {
  if (error instanceof AppError) throw data({ error: error.message }, { status: error.status });
  throw error;
}
