import { useNavigation } from 'react-router';
import type { FormAnswer } from '#app/lib/conform-action.ts';
import type { AuthShown } from '../run-auth-command.server.ts';

/** What the /auth action answers (conform-action.server.ts): the reply, a toast, the address a link went to. */
export type AuthAnswer = FormAnswer<AuthShown>;

/** Whether the form of `intent` is being sent right now. */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}
