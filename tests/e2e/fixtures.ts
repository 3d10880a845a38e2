// Runs before the journeys' server starts (playwright.config.ts): migrates the database and adds
// the fixture accounts of e2eFixtureAccounts once, with an opening balance written through the
// ledger, exactly as a migrated balance would be.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import { connectDatabase, db } from '#app/lib/db.server.ts';
import { getConfig } from '#app/lib/env.server.ts';
import { migrateDatabase } from '#app/lib/migrate.server.ts';
import { applyPoints } from '#app/modules/points/ledger.server.ts';
import { accountClusterMembers, accountLinks, accounts, profiles, users } from '#db/schema/index.ts';
import { e2eFixtureAccounts } from './services.ts';
import { twoFactorAdmin } from './two-factor-fixture.ts';

const config = getConfig();
const handle = await connectDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
);
try {
  await migrateDatabase(handle);
  const { password, ...people } = e2eFixtureAccounts;
  const passwordHash = await hashPassword(password);
  for (const person of Object.values(people)) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (existing) continue;
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        emailVerified: true,
        role: 'role' in person ? person.role : 'user',
      });
      await tx
        .insert(profiles)
        .values({ userId: id, firstName: person.firstName, lastName: person.lastName });
      await tx.insert(accounts).values({
        id: `credential-${id}`,
        userId: id,
        accountId: id,
        providerId: 'credential',
        password: passwordHash,
      });
      if (person.openingPoints > 0)
        await applyPoints(tx, {
          userId: id,
          delta: person.openingPoints,
          kind: 'opening_balance',
          idempotencyKey: `e2e-opening:${person.email}`,
        });
    });
  }
  // The linked pair of the clusters journey: one shared device, one group (the integrity signals'
  // contract: ordered pairs in account_links, one cluster id for both).
  const pair = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, [people.clusterFirst.email, people.clusterSecond.email]));
  const [userA, userB] = pair.map((row) => row.id).sort();
  if (userA && userB) {
    await db.insert(accountLinks).values({ userA, userB, kind: 'device' }).onConflictDoNothing();
    const clusterId = randomUUID();
    await db
      .insert(accountClusterMembers)
      .values([userA, userB].map((userId) => ({ userId, clusterId })))
      .onConflictDoNothing();
  }
  // An admin of their own for the two-factor journey (no second factor yet: the journey adds it).
  const [existingAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, twoFactorAdmin.email));
  if (!existingAdmin) {
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        name: `${twoFactorAdmin.firstName} ${twoFactorAdmin.lastName}`,
        email: twoFactorAdmin.email,
        emailVerified: true,
        role: 'admin',
      });
      await tx
        .insert(profiles)
        .values({ userId: id, firstName: twoFactorAdmin.firstName, lastName: twoFactorAdmin.lastName });
      await tx.insert(accounts).values({
        id: `credential-${id}`,
        userId: id,
        accountId: id,
        providerId: 'credential',
        password: await hashPassword(twoFactorAdmin.password),
      });
    });
  }
} finally {
  await handle.close();
}
