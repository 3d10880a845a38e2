import { and, inArray, ne } from 'drizzle-orm';
import { db } from '#app/lib/db.server.ts';
import { users } from '#db/schema/index.ts';

/**
 * ADMIN_EMAILS bootstraps the admin role: at start, existing accounts with those addresses get it
 * (new ones get it at sign-up). Removing an address later does not demote anyone: the role lives
 * in the database.
 */
export async function grantAdminRoles(emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, [...emails]), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return updated.length;
}
