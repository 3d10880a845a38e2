import { data } from 'react-router';
import { apiError, commandRefused, readJson } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { adjustUserPoints } from '#app/modules/users/adjust-points.server.ts';
import { adjustPointsSchema } from '#app/modules/users/users.schema.ts';
import type { Route } from './+types/points-change';

/**
 * POST /api/admin/points/add {target_user_id, points_to_add, reason} and /remove
 * {target_user_id, points_to_remove, reason, rule} (the spec's add_user_points / remove_user_points),
 * read onto the page's 'adjust-points' command. Answers {success, new_points} or
 * {success: false, error} with the status of the refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const admin = requireAdminApi(context);
  const adding = new URL(request.url).pathname.endsWith('/add');
  const amountField = adding ? 'points_to_add' : 'points_to_remove';
  const body = await readJson(request, 8 * 1024);
  const payload = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const amount = payload[amountField];
  // Each endpoint names an amount to add or to remove: it must be a positive whole number.
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    return commandRefused([
      { path: [amountField], message: `${amountField} deve essere un numero intero positivo` },
    ]);
  const parsed = adjustPointsSchema.safeParse({
    intent: 'adjust-points',
    userId: payload.target_user_id,
    points: adding ? amount : -amount,
    reason: payload.reason,
    ...(adding ? {} : { rule: payload.rule }),
  });
  if (!parsed.success)
    return commandRefused(parsed.error.issues, {
      userId: 'target_user_id',
      points: amountField,
      reason: 'reason',
      rule: 'rule',
    });
  try {
    const outcome = await adjustUserPoints({ actor: admin, ...parsed.data });
    return { success: true, new_points: outcome.balance };
  } catch (error) {
    return apiError(error, { success: false });
  }
}
