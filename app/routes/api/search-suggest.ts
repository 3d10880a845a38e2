import { data } from 'react-router';
import { suggestQuery } from '#app/modules/api-docs/request.schema.server.ts';
import { suggest } from '#app/modules/catalog/suggest.server.ts';
import type { Route } from './+types/search-suggest';

/**
 * GET /api/search/suggest?q=…: what the search fields suggest as you type (decision 038), public
 * and the same for everyone, so browsers and shared caches may keep an answer for a minute.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = suggestQuery.safeParse(params);
  if (!parsed.success) {
    return data(
      {
        error: parsed.error.issues[0]?.message ?? 'Parametri non validi',
        issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      },
      { status: 400 },
    );
  }
  return data(await suggest(parsed.data.q), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
