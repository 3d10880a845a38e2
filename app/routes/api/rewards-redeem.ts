import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import { requireViewerApi } from '#app/modules/accounts/viewer.server.ts';
import { rewardRedeemBody } from '#app/modules/api-docs/request.schema.server.ts';
import { redeemReward } from '#app/modules/rewards/redeem-reward.server.ts';
import type { Route } from './+types/rewards-redeem';

/**
 * POST /api/rewards/redeem {reward_type, points_cost}: points_cost must match the catalogue (it is
 * never used as the price). An Idempotency-Key header (or idempotency_key) makes retries land once;
 * without one every call is a new request, still unable to spend points that are not there.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const viewer = requireViewerApi(context);
  try {
    const parsed = rewardRedeemBody.safeParse(await readJson(request, 4 * 1024));
    if (!parsed.success) return validationError(parsed.error.issues);
    const key =
      request.headers.get('Idempotency-Key') ?? parsed.data.idempotency_key ?? `api-${crypto.randomUUID()}`;
    const outcome = await redeemReward({
      userId: viewer.id,
      rewardType: parsed.data.reward_type,
      claimedCost: parsed.data.points_cost,
      idempotencyKey: key,
    });
    return data(
      {
        request: {
          id: outcome.requestId,
          reward_type: parsed.data.reward_type,
          points_cost: outcome.pointsCost,
          status: 'pending',
        },
        created: outcome.created,
        points: outcome.points,
      },
      { status: outcome.created ? 201 : 200 },
    );
  } catch (error) {
    return apiError(error);
  }
}
