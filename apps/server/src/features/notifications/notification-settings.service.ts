// A user's notification settings (decision 118): the kinds the user's permissions can receive, each
// with its delivery, the digest's time and time zone; and the one-click unsubscribe.
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_RULES,
  NOTIFICATION_TEXTS,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationSettings,
  type SaveNotificationSettingsBody,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import {
  readSettings,
  saveSettings,
  signingSecret,
  turnOff,
  digestKinds,
} from './notification-settings.repository.ts';
import { verifyUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.ts';

/**
 * The kinds the user can receive: a work-order kind needs 'work-orders' (a technician gets their
 * assigned orders' only, which the consumer decides), 'invoice-paid' needs 'invoices'. A document's
 * rejection is shown to those who see work orders or the company's documents.
 */
export function kindsFor(permissions: readonly string[]): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    if (kind === 'document-rejected')
      return permissions.includes('work-orders') || permissions.includes('company');
    return permissions.includes(NOTIFICATION_KIND_RULES[kind].permission);
  });
}

export async function getNotificationSettings(db: Db, session: VendorSession): Promise<NotificationSettings> {
  const saved = await readSettings(db, session.userId);
  return {
    digestTime: saved.digestTime,
    timeZone: saved.timeZone,
    kinds: kindsFor(session.permissions).map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_RULES[kind].label,
      delivery: saved.deliveries.get(kind) ?? NOTIFICATION_KIND_RULES[kind].byDefault,
    })),
  };
}

/** Saves what was sent (a kind the user cannot receive is ignored); the same save twice is one. */
export async function saveNotificationSettings(
  db: Db,
  session: VendorSession,
  body: SaveNotificationSettingsBody,
): Promise<NotificationSettings> {
  const allowed = new Set(kindsFor(session.permissions));
  const deliveries = Object.entries(body.kinds)
    .filter(([kind]) => allowed.has(kind as NotificationKind))
    .map(([kind, delivery]) => ({
      kind: kind as NotificationKind,
      delivery: delivery as NotificationDelivery,
    }));
  await db.transaction().execute((tx) => saveSettings(tx, session.userId, body, deliveries));
  return getNotificationSettings(db, session);
}

const defaults = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, NOTIFICATION_KIND_RULES[k].byDefault]),
) as Record<NotificationKind, NotificationDelivery>;

export type UnsubscribeAnswer = { ok: true; what: string } | { ok: false };

/** What the link turns off, in words (the page's question), or null for a link we did not sign. */
export async function readUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeTarget | null> {
  return verifyUnsubscribeToken(await signingSecret(db), token);
}

export const targetLabel = (target: UnsubscribeTarget): string =>
  target.kind === 'digest' ? 'the daily summary' : NOTIFICATION_KIND_RULES[target.kind].label;

/** The one-click unsubscribe: turns the link's kind off (the digest's: every kind now in the digest). */
export async function unsubscribe(db: Db, token: string): Promise<UnsubscribeAnswer> {
  const target = await readUnsubscribeLink(db, token);
  if (!target) return { ok: false };
  const kinds = target.kind === 'digest' ? await digestKinds(db, target.userId, defaults) : [target.kind];
  if (kinds.length > 0 && !(await turnOff(db, target.userId, kinds))) return { ok: false };
  return { ok: true, what: NOTIFICATION_TEXTS.unsubscribed(targetLabel(target)) };
}
