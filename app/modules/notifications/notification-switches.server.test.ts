import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#app/lib/app-error.ts';
import { db } from '#app/lib/db.server.ts';
import { updateEmailPreferences } from '#app/modules/accounts/manage-account.server.ts';
import { USER_NOTIFICATION_CHOICES } from '#app/modules/accounts/settings.schema.ts';
import { auditLog, notificationSettings, profiles } from '#db/schema/index.ts';
import { createUser } from '#tests/support/factories.ts';
import { layoutEmail } from './email-layout.ts';
import {
  MANDATORY_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from './notification-kinds.ts';
import { notifyByEmail, notifyManyByEmail } from './notification-settings.server.ts';
import { notificationSwitchSchema } from './notification-switches.schema.ts';
import { listNotificationSwitches, setNotificationEnabled } from './notification-switches.server.ts';
import { emailsTo } from './outbox.server.ts';

let admin: { id: string; isAdmin: true };
const member = { id: 'not-an-admin', isAdmin: false };

beforeAll(async () => {
  admin = { id: (await createUser({ role: 'admin' })).id, isAdmin: true };
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

const message = (kind: string) => layoutEmail({ subject: `Prova ${kind}`, greeting: 'Ciao,', blocks: [] });
const send = (kind: NotificationKind, person: { id: string; email: string }) =>
  db.transaction((tx) => notifyByEmail(tx, kind, { userId: person.id, email: person.email }, message(kind)));
const switchAudit = (kind: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, kind)).orderBy(auditLog.createdAt);

describe('the admin switches', () => {
  test("the spec's seven kinds in its order, then the price alert and the decision notice; Italian labels, all on until touched", async () => {
    const switches = await listNotificationSwitches(admin);
    expect(
      switches.map((item) => [item.kind, item.label, item.enabled, item.mandatory, item.updatedAt]),
    ).toEqual([
      ['points_added', 'Punti aggiunti', true, false, null],
      ['badge_assigned', 'Badge assegnato', true, false, null],
      ['user_blocked', 'Utente bloccato', true, true, null],
      ['review_approved', 'Recensione approvata', true, false, null],
      ['review_rejected', 'Recensione rifiutata', true, true, null],
      ['reward_approved', 'Premio approvato', true, false, null],
      ['reward_rejected', 'Premio rifiutato', true, true, null],
      ['price_alert', 'Avviso di prezzo', true, false, null],
      ['decision_notice', 'Decisione sul tuo account', true, true, null],
      ['appeal_update', 'Ricorso', true, true, null],
    ]);
    expect(switches.every((item) => item.description.length > 10)).toBe(true);
  });

  test('off and on again: an upsert, each change audited with before and after', async () => {
    const off = await setNotificationEnabled({ actor: admin, kind: 'points_added', enabled: false });
    expect(off).toEqual({
      kind: 'points_added',
      enabled: false,
      changed: true,
      message: 'Notifica disattivata',
    });
    const listed = await listNotificationSwitches(admin);
    expect(listed.find((item) => item.kind === 'points_added')).toMatchObject({ enabled: false });
    expect(listed.find((item) => item.kind === 'points_added')!.updatedAt).toBeInstanceOf(Date);

    const same = await setNotificationEnabled({ actor: admin, kind: 'points_added', enabled: false });
    expect(same.changed).toBe(false);
    const on = await setNotificationEnabled({ actor: admin, kind: 'points_added', enabled: true });
    expect(on).toMatchObject({ enabled: true, changed: true, message: 'Notifica attivata' });

    expect(
      await db.select().from(notificationSettings).where(eq(notificationSettings.kind, 'points_added')),
    ).toHaveLength(1);
    const rows = await switchAudit('points_added');
    expect(rows.map((row) => [row.action, row.entityType, row.actorId, row.before, row.after])).toEqual([
      ['notification.switch', 'notification_setting', admin.id, '{"enabled":true}', '{"enabled":false}'],
      ['notification.switch', 'notification_setting', admin.id, '{"enabled":false}', '{"enabled":false}'],
      ['notification.switch', 'notification_setting', admin.id, '{"enabled":false}', '{"enabled":true}'],
    ]);
  });

  test('an unknown kind or a non-admin: refused, nothing written', async () => {
    expect(
      await failure(setNotificationEnabled({ actor: admin, kind: 'newsletter', enabled: false })),
    ).toEqual({
      status: 400,
      code: 'invalid_kind',
      message: 'Tipo di notifica non valido',
    });
    expect(
      await failure(setNotificationEnabled({ actor: member, kind: 'review_approved', enabled: false })),
    ).toMatchObject({ status: 403 });
    expect(await failure(listNotificationSwitches(member))).toMatchObject({ status: 403 });
    expect(
      await db.select().from(notificationSettings).where(eq(notificationSettings.kind, 'newsletter')),
    ).toEqual([]);
    expect(await switchAudit('review_approved')).toEqual([]);
  });

  test('the form schema: a ticked checkbox is on, a missing one off', () => {
    expect(notificationSwitchSchema.parse({ kind: 'badge_assigned', enabled: 'on' })).toEqual({
      kind: 'badge_assigned',
      enabled: true,
    });
    expect(notificationSwitchSchema.parse({ kind: 'badge_assigned' })).toEqual({
      kind: 'badge_assigned',
      enabled: false,
    });
    expect(notificationSwitchSchema.parse({ kind: 'user_blocked', enabled: false }).enabled).toBe(false);
    expect(notificationSwitchSchema.safeParse({ kind: 'boh', enabled: true }).error?.issues[0]?.message).toBe(
      'Tipo di notifica non valido',
    );
  });

  test.each(NOTIFICATION_KINDS.map((kind) => [kind]))('%s switched off sends no mail', async (kind) => {
    const person = await createUser();
    await setNotificationEnabled({ actor: admin, kind, enabled: false });
    try {
      await send(kind, person);
      await db.transaction((tx) =>
        notifyManyByEmail(tx, kind, [{ userId: person.id, email: person.email, message: message(kind) }]),
      );
      expect(await emailsTo(person.email)).toEqual([]);
    } finally {
      await setNotificationEnabled({ actor: admin, kind, enabled: true });
    }
    await send(kind, person);
    expect((await emailsTo(person.email)).map((mail) => mail.template)).toEqual([kind]);
  });
});

describe('a person’s opt-outs (/settings)', () => {
  test('settings show every kind a person can receive, except the block and decision notices', () => {
    const shown = USER_NOTIFICATION_CHOICES.map((choice) => choice.kind as string);
    expect([...shown, ...MANDATORY_NOTIFICATION_KINDS].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  test('turning everything off stops every kind shown; the block notice still goes out', async () => {
    const person = await createUser();
    await updateEmailPreferences(person.id, []);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, person.id));
    expect([...profile!.emailOptOut].sort()).toEqual(
      USER_NOTIFICATION_CHOICES.map((c) => c.kind as string).sort(),
    );
    for (const choice of USER_NOTIFICATION_CHOICES) await send(choice.kind, person);
    await db.transaction((tx) =>
      notifyManyByEmail(tx, 'badge_assigned', [
        { userId: person.id, email: person.email, message: message('badge_assigned') },
      ]),
    );
    expect(await emailsTo(person.email)).toEqual([]);
    await send('user_blocked', person);
    expect((await emailsTo(person.email)).map((mail) => mail.template)).toEqual(['user_blocked']);
  });

  test('the block notice ignores a stored opt-out (it cannot be refused), but not the admin switch', async () => {
    const person = await createUser();
    await db
      .update(profiles)
      .set({ emailOptOut: ['user_blocked'] })
      .where(eq(profiles.userId, person.id));
    await send('user_blocked', person);
    await db.transaction((tx) =>
      notifyManyByEmail(tx, 'user_blocked', [
        { userId: person.id, email: person.email, message: message('user_blocked') },
      ]),
    );
    expect(await emailsTo(person.email)).toHaveLength(2);
  });

  test('keeping some on: only the ones turned off are silenced', async () => {
    const person = await createUser();
    await updateEmailPreferences(person.id, ['badge_assigned', 'reward_approved', 'user_blocked', 'unknown']);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, person.id));
    expect([...profile!.emailOptOut].sort()).toEqual(['points_added', 'price_alert', 'review_approved']);
    for (const kind of NOTIFICATION_KINDS) await send(kind, person);
    // A decision's mail goes out whatever the preferences: it carries the statement of reasons.
    expect((await emailsTo(person.email)).map((mail) => mail.template).sort()).toEqual([
      'appeal_update',
      'badge_assigned',
      'decision_notice',
      'review_rejected',
      'reward_approved',
      'reward_rejected',
      'user_blocked',
    ]);
  });
});
