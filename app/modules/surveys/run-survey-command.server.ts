import type { Actor } from '#app/lib/app-error.ts';
import type { Flash } from '#app/lib/flash.server.ts';
import { successToast } from '#app/ui/toast.ts';
import { createSurvey, deleteSurvey, editSurvey } from './manage-surveys.server.ts';
import type { SurveyCommand } from './survey.schema.ts';
import { grantCompletionPoints, verifyCompletion } from './survey-completions.server.ts';

/** Runs one Gestione Sondaggi command and says what happened, in Italian. */
export async function runSurveyCommand(actor: Actor, command: SurveyCommand): Promise<Flash> {
  switch (command.intent) {
    case 'create': {
      const { intent: _intent, ...input } = command;
      return successToast(await createSurvey({ actor, input }));
    }
    case 'edit': {
      const { intent: _intent, id, ...input } = command;
      return successToast(await editSurvey({ actor, id, input }));
    }
    case 'delete':
      return successToast(await deleteSurvey({ actor, id: command.id }));
    case 'verify':
      return verifyCompletion({ actor, completionId: command.completionId });
    case 'grant':
      return successToast(await grantCompletionPoints({ actor, completionId: command.completionId }));
  }
}
