import { z } from 'zod';
import { type ListQuery, listHref, parseListQuery } from '#app/lib/list-query.ts';
import type { Tier } from '#app/modules/points/points-rules.ts';
import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from './user-display.ts';

/** Gestione Utenti's list state, all in the URL (admin-side §2: page sizes 5, 10, 20, 50, default 10). */
export const USER_PAGE_SIZES = [5, 10, 20, 50] as const;
export type UserPageSize = (typeof USER_PAGE_SIZES)[number];

export const TIERS = ['Bronze', 'Silver', 'Gold'] as const satisfies readonly Tier[];

/** The largest balance a filter may name: beyond it the number is a typo, not a filter. */
export const MAX_POINTS_FILTER = 100_000_000;

/**
 * `q` looks in the name and the e-mail (or is an exact user id); `from`/`to` are sign-up days;
 * `pointsMin`/`pointsMax` bound the current balance; the tier is the one of lifetime points.
 */
export type UsersQuery = ListQuery<UserPageSize> & {
  status: UserStatus | '';
  role: UserRole | '';
  tier: Tier | '';
  pointsMin: number | null;
  pointsMax: number | null;
};

const points = z
  .preprocess(
    (value) => (value === null || value === '' ? null : value),
    z.coerce.number().int().min(0).max(MAX_POINTS_FILTER).nullable(),
  )
  .catch(null);

const filters = z.object({
  status: z.union([z.enum(USER_STATUSES), z.literal('')]).catch(''),
  role: z.union([z.enum(USER_ROLES), z.literal('')]).catch(''),
  tier: z.union([z.enum(TIERS), z.literal('')]).catch(''),
  pointsMin: points,
  pointsMax: points,
});

/** Reads the filters; anything malformed is "no filter", never an error. */
export function parseUsersQuery(params: URLSearchParams): UsersQuery {
  const parsed = filters.parse({
    status: params.get('status') ?? '',
    role: params.get('role') ?? '',
    tier: params.get('tier') ?? '',
    pointsMin: params.get('pointsMin')?.trim() ?? null,
    pointsMax: params.get('pointsMax')?.trim() ?? null,
  });
  let { pointsMin, pointsMax } = parsed;
  // "from 500 to 100" means the range between them.
  if (pointsMin !== null && pointsMax !== null && pointsMin > pointsMax)
    [pointsMin, pointsMax] = [pointsMax, pointsMin];
  return {
    ...parseListQuery(params, USER_PAGE_SIZES),
    status: parsed.status,
    role: parsed.role,
    tier: parsed.tier,
    pointsMin,
    pointsMax,
  };
}

/** The URL of a list state, leaving out what is empty or the default. */
export function usersHref(query: Partial<UsersQuery>, base = '/admin/users'): string {
  const { pointsMin, pointsMax, ...rest } = query;
  return listHref(base, {
    ...rest,
    pointsMin: pointsMin ?? undefined,
    pointsMax: pointsMax ?? undefined,
  });
}
