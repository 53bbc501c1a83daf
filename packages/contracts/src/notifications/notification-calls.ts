// Notifications by e-mail (issue 41 point 7, decision 118): the kinds a vendor's user may hear about,
// how each is delivered (at once, in a daily digest at the user's time in their time zone, or not at
// all), the defaults, and the calls of the Notification settings page and of the one-click unsubscribe
// (RFC 8058) that every such e-mail carries. The server maps events to kinds; the page shows only the
// kinds the user's permissions can receive.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow, type VendorPermission } from '../platform/access.ts';

export const NOTIFICATION_KINDS = [
  'dispatched',
  'changed',
  'cancelled',
  'company-message',
  'document-rejected',
  'invoice-paid',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NOTIFICATION_DELIVERIES = ['immediate', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const notificationDeliverySchema = z.enum(NOTIFICATION_DELIVERIES);

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  immediate: 'Immediately',
  digest: 'Daily digest',
  off: 'Off',
};

/**
 * Each kind: its label on the page and in the digest, the permission a user needs to receive it, and
 * its default. What needs acting on at once (new work, a cancellation, the company's question) is
 * immediate; what is only worth knowing (a change, a rejected document, a payment) waits for the digest.
 */
export const NOTIFICATION_KIND_RULES: Record<
  NotificationKind,
  { label: string; permission: VendorPermission; byDefault: NotificationDelivery }
> = {
  dispatched: { label: 'Work dispatched to you', permission: 'work-orders', byDefault: 'immediate' },
  changed: {
    label: 'A work order changed (dates, NTE, scope)',
    permission: 'work-orders',
    byDefault: 'digest',
  },
  cancelled: { label: 'A work order was cancelled', permission: 'work-orders', byDefault: 'immediate' },
  'company-message': {
    label: 'A message from the company',
    permission: 'work-orders',
    byDefault: 'immediate',
  },
  // a company document's rejection goes to those who see the company's documents (the server decides)
  'document-rejected': { label: 'A document was rejected', permission: 'work-orders', byDefault: 'digest' },
  'invoice-paid': { label: 'An invoice was paid', permission: 'invoices', byDefault: 'digest' },
};

/** When the daily digest goes out, before the user picks: 08:00 in the company's home zone. */
export const DEFAULT_DIGEST_TIME = '08:00';
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whether the runtime knows the IANA time zone (Node's and every current browser's ICU data). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export const NOTIFICATION_TEXTS = {
  saved: 'Your notification settings were saved.',
  badTime: 'Enter the digest time as HH:MM (24-hour), e.g. 08:00.',
  badTimeZone: 'Choose a time zone from the list.',
  unsubscribed: (label: string) =>
    `You will no longer receive e-mails for: ${label}. You can turn them on again under My account, Notification settings.`,
  unsubscribeAsk: (label: string) => `Stop e-mails for: ${label}?`,
  badLink:
    'This unsubscribe link is not valid. Change your notifications under My account, Notification settings.',
} as const;

const digestTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_TEXTS.badTime);
const timeZoneSchema = z.string().max(64).refine(isKnownTimeZone, NOTIFICATION_TEXTS.badTimeZone);

export const notificationSettingsSchema = z.object({
  digestTime: z.string(),
  timeZone: z.string(),
  /** the kinds this user can receive, in the catalogue's order, with their delivery */
  kinds: z.array(
    z.object({ kind: notificationKindSchema, label: z.string(), delivery: notificationDeliverySchema }),
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const saveNotificationSettingsBodySchema = z
  .object({
    digestTime: digestTimeSchema,
    timeZone: timeZoneSchema,
    /** the deliveries to set; a kind not named keeps what it had */
    kinds: z.partialRecord(notificationKindSchema, notificationDeliverySchema),
  })
  .strict();
export type SaveNotificationSettingsBody = z.infer<typeof saveNotificationSettingsBodySchema>;

export const getNotificationSettingsCall = defineCall({
  id: 'get-notification-settings',
  method: 'GET',
  path: '/api/my-account/notifications',
  response: notificationSettingsSchema,
  access: allow.vendor(),
  summary: "The signed-in user's notification settings: each kind they can receive and its delivery.",
});

/** A PUT: the whole setting, so sending it twice changes nothing the second time. */
export const saveNotificationSettingsCall = defineCall({
  id: 'save-notification-settings',
  method: 'PUT',
  path: '/api/my-account/notifications',
  body: saveNotificationSettingsBodySchema,
  response: notificationSettingsSchema,
  access: allow.vendor(),
  summary: "Saves the signed-in user's digest time, time zone and delivery per kind.",
});

// The one-click unsubscribe of RFC 8058: the link names the user and the kind and is signed by the
// server; a mail client POSTs it without a cookie, a person's browser GETs a page with a button.
const unsubscribeParams = z.object({ token: z.string().min(1).max(300) });

export const oneClickUnsubscribeCall = defineCall({
  id: 'notification-one-click-unsubscribe',
  method: 'POST',
  path: '/api/notifications/unsubscribe/:token',
  params: unsubscribeParams,
  produces: 'text/html',
  access: allow.public,
  summary: 'Turns off one kind of notification e-mail for the user the signed link names (RFC 8058).',
});

export const unsubscribePageCall = defineCall({
  id: 'notification-unsubscribe-page',
  method: 'GET',
  path: '/api/notifications/unsubscribe/:token',
  params: unsubscribeParams,
  produces: 'text/html',
  access: allow.public,
  summary: 'The page a person opens from the unsubscribe link: what it turns off, with a button.',
});
