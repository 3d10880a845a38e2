import { eq } from 'drizzle-orm';
import { createContext, data, redirect, type RouterContextProvider } from 'react-router';
import { db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { profiles, sessions } from '#db/schema/index.ts';
import { forwardCookies } from './auth-errors.server.ts';
import { getAuth } from './auth.server.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { initials } from './names.ts';
import { ADMIN_TWO_FACTOR_PATH } from './two-factor-messages.ts';

/** The signed-in person as the pages need them; null when signed out. */
export type Viewer = {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  firstName: string | null;
  lastName: string | null;
  initials: string;
  avatarUrl: string | null;
  points: number;
  /** A second factor (TOTP) is switched on; absent counts as off. */
  twoFactorEnabled?: boolean;
};

export const viewerContext = createContext<Viewer | null>(null);

/**
 * Reads the session cookie, ends the sessions of a blocked account at once, and loads the profile.
 * Returns the cookie refresh Better Auth may ask for, to forward on the response.
 */
export async function loadViewer(request: Request): Promise<{ viewer: Viewer | null; headers: Headers }> {
  // Most requests are anonymous visitors: without the cookie there is no session to look up.
  if (!request.headers.get('cookie')?.includes(SESSION_COOKIE))
    return { viewer: null, headers: new Headers() };
  const { headers, response } = await getAuth().api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const refresh = forwardCookies(headers);
  if (!response) return { viewer: null, headers: refresh };
  const { user } = response;
  if (user.banned) {
    // A block must take effect now, not at the session's expiry.
    await db.delete(sessions).where(eq(sessions.userId, user.id));
    return { viewer: null, headers: refresh };
  }
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return {
    viewer: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: user.role === 'admin',
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      initials: initials(profile?.firstName, profile?.lastName),
      avatarUrl: profile?.avatarUrl ?? user.image ?? null,
      points: profile?.points ?? 0,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    headers: refresh,
  };
}

type Context = Readonly<RouterContextProvider>;

/** The path to come back to after signing in: /auth?redirect=/profile (slashes kept readable). */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return `/auth?redirect=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
}

/** For pages: the viewer, or a redirect to sign in and back. */
export function requireViewer(context: Context, request: Request): Viewer {
  const viewer = context.get(viewerContext);
  if (!viewer) throw redirect(signInPath(request));
  return viewer;
}

export const ADMIN_TWO_FACTOR_REQUIRED_MESSAGE =
  'Accesso negato: per usare il pannello di amministrazione attiva la verifica in due passaggi';

/** Whether this admin must first switch on the second factor (ADMIN_REQUIRE_2FA, on in production). */
export function needsTwoFactorEnrolment(viewer: Pick<Viewer, 'isAdmin' | 'twoFactorEnabled'>): boolean {
  return viewer.isAdmin && getConfig().adminRequireTwoFactor && viewer.twoFactorEnabled !== true;
}

/** For admin pages: signed-out visitors sign in first, signed-in non-admins go home. */
export function requireAdminRole(context: Context, request: Request): Viewer {
  const viewer = requireViewer(context, request);
  if (!viewer.isAdmin) throw redirect('/');
  return viewer;
}

/**
 * For the back office: requireAdminRole, and where a second factor is required an admin without
 * one is sent to switch it on first (the enrolment page itself uses requireAdminRole).
 */
export function requireAdmin(context: Context, request: Request): Viewer {
  const viewer = requireAdminRole(context, request);
  if (needsTwoFactorEnrolment(viewer)) throw redirect(`${ADMIN_TWO_FACTOR_PATH}?required=1`);
  return viewer;
}

/** For JSON APIs of signed-in people: 401 without a session. */
export function requireViewerApi(context: Context): Viewer {
  const viewer = context.get(viewerContext);
  if (!viewer) throw data({ error: 'Accesso richiesto' }, { status: 401 });
  return viewer;
}

/** For admin JSON APIs: 401 without a session, 403 without the admin role or a required second factor. */
export function requireAdminApi(context: Context): Viewer {
  const viewer = context.get(viewerContext);
  if (!viewer) throw data({ error: 'Accesso richiesto' }, { status: 401 });
  if (!viewer.isAdmin)
    throw data({ error: 'Accesso negato: serve un account amministratore' }, { status: 403 });
  if (needsTwoFactorEnrolment(viewer))
    throw data({ error: ADMIN_TWO_FACTOR_REQUIRED_MESSAGE }, { status: 403 });
  return viewer;
}
