import { getAuth } from './auth.server.ts';
import { forwardCookies } from './auth-errors.server.ts';

/** Ends the current session and returns the cookies that clear it in the browser. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({
      headers: request.headers,
      body: { disableRedirect: true },
      returnHeaders: true,
    } as never);
    return forwardCookies(headers);
  } catch {
    // No session (already signed out): nothing to end.
    return new Headers();
  }
}
