import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import {
  blockClusterAccounts,
  rejectClusterPendingReviews,
  reverseClusterPoints,
} from './cluster-actions.server.ts';
import {
  blockedMembersMessage,
  type ClusterCommand,
  rejectedPendingMessage,
  reversedMessage,
} from './cluster.schema.ts';
import type { Actor } from '#app/lib/app-error.ts';

/** Runs one command of a group's page (the group is the URL's) and says what happened. */
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
