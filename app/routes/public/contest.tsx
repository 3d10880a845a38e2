import { asPageError } from '#app/lib/app-error.ts';
import { formAction } from '#app/lib/form-action.server.ts';
import {
  APPEAL_FILING_FAILURES,
  APPEAL_MESSAGES,
  appealFilingSchema,
} from '#app/modules/appeals/appeal.schema.ts';
import { fileAppeal, statementForContest } from '#app/modules/appeals/appeals.server.ts';
import { ContestPage } from '#app/modules/appeals/components/contest-page.tsx';
import { forThePerson } from '#app/modules/decisions/statements.server.ts';
import { successToast } from '#app/ui/toast.ts';
import type { Route } from './+types/contest';

export const meta = () => [
  { title: 'Contesta la decisione | Provato' },
  { name: 'robots', content: 'noindex' },
];

/** /contesta/:token — the token is the statement's id signed by the server: no sign-in needed. */
export async function loader({ params }: Route.LoaderArgs) {
  const statement = forThePerson(await statementForContest(params.token).catch(asPageError));
  return { statement };
}

export async function action({ request, params }: Route.ActionArgs) {
  return formAction(request, {
    schema: appealFilingSchema,
    failures: APPEAL_FILING_FAILURES,
    run: async (filing) => {
      await fileAppeal(params.token, filing);
      return successToast(APPEAL_MESSAGES.filed);
    },
  });
}

export default function ContestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContestPage statement={loaderData.statement} answer={actionData} />;
}
