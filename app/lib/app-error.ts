import { data } from 'react-router';

/**
 * Every refusal a service can answer, and its HTTP status: the one place a status is chosen
 * (decision 042). A service throws `new AppError(code, message)`; the form-action helper
 * (`form-action.server.ts`), the API mapper (`api.server.ts`) and `asPageError` read the status
 * here. A new refusal adds its code to this table.
 */
export const APP_ERROR_STATUS = {
  // 400 — the request itself is wrong: a field, a file, a link.
  asin_invalid: 400,
  bad_image: 400,
  bad_url: 400,
  badge_required: 400,
  blocked_address: 400,
  category_cycle: 400,
  file_required: 400,
  foreign_upload: 400,
  image_over_limit: 400,
  invalid_action: 400,
  invalid_code: 400,
  invalid_cost: 400,
  invalid_email: 400,
  invalid_field: 400,
  invalid_file: 400,
  invalid_input: 400,
  invalid_key: 400,
  invalid_kind: 400,
  invalid_link: 400,
  invalid_password: 400,
  invalid_points: 400,
  invalid_product: 400,
  invalid_range: 400,
  invalid_role: 400,
  invalid_rule: 400,
  invalid_selection: 400,
  invalid_source: 400,
  invalid_user: 400,
  invalid_value: 400,
  keywords_required: 400,
  mapping_incomplete: 400,
  no_password: 400,
  no_reviews: 400,
  no_selection: 400,
  not_csv: 400,
  not_in_cluster: 400,
  own_review: 400,
  query_required: 400,
  reason_required: 400,
  reason_too_long: 400,
  reset_failed: 400,
  redirects: 400,
  remote_status: 400,
  selection_required: 400,
  selection_too_large: 400,
  setup_code_used: 400,
  setup_expired: 400,
  setup_wrong_code: 400,
  sign_up_failed: 400,
  target_too_high: 400,
  timeout: 400,
  too_many: 400,
  too_many_images: 400,
  too_many_rows: 400,
  unreachable: 400,
  weak_password: 400,
  wrong_password: 400,
  // 401 — nobody is signed in. A refused sign-in is a 401 whatever the reason (the sign-in form's
  // answer since the start), an unexpected failure of the library included.
  unauthorized: 401,
  demo_account_elsewhere: 401,
  two_factor_code_used: 401,
  two_factor_expired: 401,
  two_factor_wrong_code: 401,
  two_factor_wrong_recovery_code: 401,
  email_not_confirmed: 401,
  sign_in_blocked: 401,
  sign_in_failed: 401,
  wrong_credentials: 401,
  // 403 — signed in, but not allowed.
  account_blocked: 403,
  forbidden: 403,
  // 404
  item_not_found: 404,
  not_found: 404,
  // 409 — the request is fine, the state of things refuses it.
  admin_in_cluster: 409,
  alert_limit: 409,
  already: 409,
  already_assigned: 409,
  already_credited: 409,
  already_done: 409,
  already_enabled: 409,
  already_running: 409,
  badge_assigned: 409,
  conflict: 409,
  contest_expired: 409,
  decided: 409,
  duplicate: 409,
  duplicate_name: 409,
  has_completions: 409,
  held_for_review: 409,
  image_search_not_configured: 409,
  import_finished: 409,
  import_started: 409,
  insufficient_points: 409,
  last_admin: 409,
  marketplace_not_configured: 409,
  no_code: 409,
  not_assigned: 409,
  not_completable: 409,
  not_configured: 409,
  not_enabled: 409,
  not_in_force: 409,
  not_published: 409,
  offer_linked: 409,
  offer_taken: 409,
  read_only_forced: 409,
  same_admin: 409,
  self_block: 409,
  self_demote: 409,
  self_in_cluster: 409,
  slug_taken: 409,
  undo_refused: 409,
  user_blocked: 409,
  // 413 — too big to take.
  file_too_large: 413,
  image_too_large: 413,
  too_large: 413,
  // 422 — an import file that cannot be read on.
  import_file_refused: 422,
  // 424 — a survey provider failed the request.
  provider_failed: 424,
  provider_unreachable: 424,
  // 429 — too many, wait.
  image_search_quota: 429,
  marketplace_throttled: 429,
  rate_limited: 429,
  too_many_pending: 429,
  // 500 — ours, with a message the person can read.
  password_update_failed: 500,
  unexpected: 500,
  // 502/504 — an outside service failed or did not answer.
  image_search_failed: 502,
  social_sign_in_failed: 502,
  image_search_key: 502,
  marketplace_failed: 502,
  marketplace_not_eligible: 502,
  marketplace_unauthorized: 502,
  marketplace_unreachable: 502,
  image_search_unreachable: 504,
  marketplace_timeout: 504,
  // 503/507 — the server cannot take work now.
  jobs_stopped: 503,
  no_space: 507,
} as const satisfies Record<string, number>;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/**
 * A refusal with a code (its status comes from the table) and an Italian message for the person;
 * `field`, when the refusal is about one field of a form (a review's pictures), names it.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: AppErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  constructor(code: AppErrorCode, message: string, options?: { field?: string }) {
    super(message);
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.field = options?.field;
  }
}

export const forbidden = () => new AppError('forbidden', 'Accesso negato: serve un account amministratore');
export const notFound = (what: string) => new AppError('not_found', what);

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
