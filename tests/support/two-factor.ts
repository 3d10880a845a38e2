import { randomUUID } from 'node:crypto';
import { getAuth } from '#app/modules/accounts/auth.server.ts';
import { confirmTwoFactorSetup, startTwoFactorSetup } from '#app/modules/accounts/two-factor-setup.server.ts';
import { createPasswordAccount, createUser } from './factories.ts';
import { totpNow } from './totp.ts';

export const TWO_FACTOR_TEST_PASSWORD = 'Cuffie-Rosse-88';

/** A browser's cookies across responses: Set-Cookie applied, expired ones forgotten. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  apply(headers: Headers): this {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  request(path: string, init: RequestInit = {}): Request {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.header());
    return new Request(new URL(path, 'http://localhost:3000'), { ...init, headers });
  }
}

/** An admin who signs in with e-mail and TWO_FACTOR_TEST_PASSWORD. */
export async function adminWithPassword() {
  const user = await createUser({ email: `admin.${randomUUID()}@example.com`, role: 'admin' });
  await createPasswordAccount(user.id, TWO_FACTOR_TEST_PASSWORD);
  return { id: user.id, email: user.email };
}

/** A password sign-in straight through the library, as the sign-in service does it. */
export async function passwordSignIn(person: { email: string }, jar = new CookieJar()) {
  const { headers, response } = await getAuth().api.signInEmail({
    body: { email: person.email, password: TWO_FACTOR_TEST_PASSWORD, rememberMe: true },
    headers: jar.request('/auth').headers,
    returnHeaders: true,
  });
  jar.apply(headers);
  return { jar, twoFactorRedirect: 'twoFactorRedirect' in response && response.twoFactorRedirect === true };
}

/** An admin with the second factor on: their key and recovery codes, and a signed-in browser. */
export async function enrolledAdmin() {
  const person = await adminWithPassword();
  const { jar } = await passwordSignIn(person);
  const setup = await startTwoFactorSetup({
    request: jar.request('/admin/two-factor'),
    person,
    password: TWO_FACTOR_TEST_PASSWORD,
  });
  const confirmed = await confirmTwoFactorSetup({
    request: jar.request('/admin/two-factor'),
    person,
    code: await totpNow(setup.secret),
    secret: setup.secret,
  });
  jar.apply(confirmed.headers);
  return { person, secret: setup.secret, recoveryCodes: confirmed.recoveryCodes, jar };
}
