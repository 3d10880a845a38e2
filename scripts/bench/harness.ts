// What the HTTP benchmarks share: a free port for the server they start, and bench accounts signed
// in through the /auth form as a person would (scripts/bench/http.ts, scripts/bench/soak.ts).
import { createServer } from 'node:net';
import type pg from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The session cookie of `email` on the server at `baseUrl`: signed in, and signed up first when the
 * account does not exist yet (its address confirmed and its role set directly in the database).
 */
export async function signedInCookie(
  baseUrl: string,
  sqlClient: pg.Client,
  account: { email: string; password: string; lastName: string; role?: 'user' | 'admin' },
): Promise<string> {
  const post = (fields: Record<string, string>) =>
    fetch(`${baseUrl}/auth?index`, {
      method: 'POST',
      headers: { origin: baseUrl },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .filter((pair) => /session_token=./.test(pair!))
      .join('; ');
  const exists = await sqlClient.query(`select 1 from users where email = $1`, [account.email]);
  if (exists.rowCount === 0) {
    await post({
      intent: 'signup',
      firstName: 'Bench',
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      ethicalCommitment: 'on',
      termsAndConditions: 'on',
    });
  }
  await sqlClient.query(`update users set email_verified = true, role = $2 where email = $1`, [
    account.email,
    account.role ?? 'user',
  ]);
  const response = await post({ intent: 'login', email: account.email, password: account.password });
  const cookie = cookieOf(response);
  if (!cookie) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return cookie;
}
