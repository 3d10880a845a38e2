import { data } from 'react-router';
import { apiError, commandRefused, readJson } from '#app/lib/api.server.ts';
import { requireAdminApi } from '#app/modules/accounts/viewer.server.ts';
import { approveRewardRequest, rejectRewardRequest } from '#app/modules/rewards/moderate-reward.server.ts';
import { rewardCommandSchema } from '#app/modules/rewards/reward-moderation.schema.ts';
import type { Route } from './+types/rewards-moderate';

const payloadNames = { requestId: 'reward_id', reason: 'reason', rule: 'rule', code: 'code' };

/**
 * POST /api/admin/rewards/approve {reward_id, code?} and /reject {reward_id, reason, rule}: reward_id is
 * the request's id, read onto the page's commands. A request no longer pending is left alone
 * (changed: false).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ error: 'Metodo non consentito' }, { status: 405 });
  const admin = requireAdminApi(context);
  try {
    const body = await readJson(request, 8 * 1024);
    const payload = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const approving = new URL(request.url).pathname.endsWith('/approve');
    const parsed = rewardCommandSchema.safeParse({
      intent: approving ? 'approve' : 'reject',
      requestId: payload.reward_id,
      ...(approving ? { code: payload.code } : { reason: payload.reason, rule: payload.rule }),
    });
    if (!parsed.success) return commandRefused(parsed.error.issues, payloadNames);
    const command = parsed.data;
    if (command.intent === 'approve')
      return await approveRewardRequest({ actor: admin, requestId: command.requestId, code: command.code });
    if (command.intent === 'reject')
      return await rejectRewardRequest({
        actor: admin,
        requestId: command.requestId,
        reason: command.reason,
        rule: command.rule,
      });
    return data({ error: 'Azione non valida' }, { status: 400 });
  } catch (error) {
    return apiError(error);
  }
}
