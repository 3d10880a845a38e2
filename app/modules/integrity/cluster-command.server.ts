import { adminAction } from '#app/ui/admin/admin-action.server.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import {
  blockClusterAccounts,
  rejectClusterPendingReviews,
  reverseClusterPoints,
} from './cluster-actions.server.ts';
import {
  blockedMembersMessage,
  CLUSTER_MESSAGES,
  type ClusterCommand,
  clusterCommandSchema,
  rejectedPendingMessage,
  reversedMessage,
} from './cluster.schema.ts';

type Actor = { id: string; isAdmin: boolean };

export const CLUSTER_FAILURES: Record<ClusterCommand['intent'], string> = {
  'reject-pending': CLUSTER_MESSAGES.rejectFailed,
  'block-members': CLUSTER_MESSAGES.blockFailed,
  'reverse-points': CLUSTER_MESSAGES.reverseFailed,
};

/** Runs one command of a group's page and says what happened. */
export async function runClusterCommand(
  actor: Actor,
  clusterId: string,
  command: ClusterCommand,
): Promise<ToastMessage> {
  switch (command.intent) {
    case 'reject-pending': {
      const outcome = await rejectClusterPendingReviews({ actor, clusterId, reason: command.reason });
      return successToast(rejectedPendingMessage(outcome.rejected));
    }
    case 'block-members': {
      const outcome = await blockClusterAccounts({ actor, clusterId, reason: command.reason });
      return successToast(blockedMembersMessage(outcome.blocked));
    }
    case 'reverse-points': {
      const outcome = await reverseClusterPoints({
        actor,
        clusterId,
        reason: command.reason,
        reviewIds: command.reviewIds,
      });
      return successToast(reversedMessage(outcome));
    }
  }
}

/** The page action of a group's page: the group is the URL's, the command the form's. */
export function clusterCommandAction(request: Request, admin: Actor, clusterId: string) {
  return adminAction(request, {
    schema: clusterCommandSchema,
    failures: CLUSTER_FAILURES,
    run: (command) => runClusterCommand(admin, clusterId, command),
  });
}
