// A user's notification settings and deliveries, and the unsubscribe links' key (decision 118).
import {
  DEFAULT_DIGEST_TIME,
  DEFAULT_TIME_ZONE,
  type NotificationDelivery,
  type NotificationKind,
} from '@vp/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export async function signingSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('notification_signing_key')
    .select('secret')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return row.secret;
}

export async function readSettings(
  db: Db,
  userId: number,
): Promise<{ digestTime: string; timeZone: string; deliveries: Map<string, NotificationDelivery> }> {
  const [settings, preferences] = await Promise.all([
    db
      .selectFrom('notification_settings')
      .select(['digest_time', 'time_zone'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('notification_preferences')
      .select(['kind', 'delivery'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    digestTime: settings?.digest_time ?? DEFAULT_DIGEST_TIME,
    timeZone: settings?.time_zone ?? DEFAULT_TIME_ZONE,
    deliveries: new Map(preferences.map((p) => [p.kind, p.delivery as NotificationDelivery])),
  };
}

export async function saveSettings(
  tx: Db,
  userId: number,
  settings: { digestTime: string; timeZone: string },
  deliveries: readonly { kind: NotificationKind; delivery: NotificationDelivery }[],
): Promise<void> {
  await tx
    .insertInto('notification_settings')
    .values({ user_id: userId, digest_time: settings.digestTime, time_zone: settings.timeZone })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        digest_time: settings.digestTime,
        time_zone: settings.timeZone,
        updated_at: sql`now()`,
      }),
    )
    .execute();
  if (deliveries.length === 0) return;
  await tx
    .insertInto('notification_preferences')
    .values(deliveries.map((d) => ({ user_id: userId, kind: d.kind, delivery: d.delivery })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        delivery: sql`excluded.delivery`,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Turns the kinds off for the user, if the user exists (a link may outlive its user); answers whether
 * the user does. `kinds: 'digest'` turns off every kind whose delivery is the digest now, defaults
 * included (`digestByDefault`).
 */
export async function turnOff(db: Db, userId: number, kinds: readonly NotificationKind[]): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with u as (select id from users where id = ${userId}),
    off as (
      insert into notification_preferences (user_id, kind, delivery)
      select u.id, k, 'off' from u, unnest(${kinds}::text[]) as k
      on conflict (user_id, kind) do update set delivery = 'off', updated_at = now()
      returning user_id
    )
    select id from u`.execute(db);
  return rows.length > 0;
}

/** The kinds whose delivery is the digest for the user (defaults given), for the digest's unsubscribe. */
export async function digestKinds(
  db: Db,
  userId: number,
  defaults: Record<NotificationKind, NotificationDelivery>,
): Promise<NotificationKind[]> {
  const set = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
  const chosen = new Map(set.map((p) => [p.kind, p.delivery]));
  return (Object.keys(defaults) as NotificationKind[]).filter(
    (k) => (chosen.get(k) ?? defaults[k]) === 'digest',
  );
}
