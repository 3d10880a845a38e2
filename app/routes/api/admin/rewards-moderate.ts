import { z } from 'zod';
import { data } from 'react-router';
import { apiError, readJson, validationError } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { approveRewardRequest, rejectRewardRequest } from '#app/modules/rewards/moderate-reward.server.ts';
import type { Route } from './+types/rewards-moderate';
import { uuidField } from '#app/lib/uuid.ts';

const requestId = uuidField('reward_id non valido');
const approveSchema = z.object({ reward_id: requestId, code: z.string().max(64).optional() });
const rejectSchema = z.object({
  reward_id: requestId,
  reason: z.string({ error: 'Indica il motivo del rifiuto' }).max(500, { error: 'Motivo troppo lungo' }),
});

/**
 * POST /api/admin/rewards/approve {reward_id, code?} and /reject {reward_id, reason}: reward_id is
 * the request's id. A request no longer pending is left alone (changed: false).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const admin = requireAdminApi(context);
  try {
    const body = await readJson(request, 8 * 1024);
    if (new URL(request.url).pathname.endsWith('/approve')) {
      const parsed = approveSchema.safeParse(body);
      if (!parsed.success) return validationError(parsed.error.issues);
      return await approveRewardRequest({
        actor: admin,
        requestId: parsed.data.reward_id,
        code: parsed.data.code,
      });
    }
    const parsed = rejectSchema.safeParse(body);
    if (!parsed.success) return validationError(parsed.error.issues);
    return await rejectRewardRequest({
      actor: admin,
      requestId: parsed.data.reward_id,
      reason: parsed.data.reason,
    });
  } catch (error) {
    return apiError(error);
  }
}
