// The notification e-mails (decision 118): one event's mail, and the daily digest. Each carries the
// one-click unsubscribe of RFC 8058 for what it is about: `List-Unsubscribe` with the signed https URL
// (POSTed by mail clients) and `List-Unsubscribe-Post`, plus the same URL as a footer link (a GET
// shows a page with a button). Transactional mail (password links, invitations) never has these.
import { NOTIFICATION_KIND_RULES, type NotificationKind } from '@vp/contracts';
import { oneClickUnsubscribeCall } from '@vp/contracts';
import { renderEmail } from '../../platform/mail/templates.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { signUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.ts';

export type NotificationLinks = { publicUrl: string; secret: string };

export function unsubscribeUrl(links: NotificationLinks, target: UnsubscribeTarget): string {
  const path = oneClickUnsubscribeCall.path.replace(':token', signUnsubscribeToken(links.secret, target));
  return new URL(path, links.publicUrl).toString();
}

/** The RFC 8058 headers for the URL. */
export const oneClickHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export type NotificationContent = {
  /** the subject and heading: "Work order PO-1 was cancelled" */
  line: string;
  /** more words under it (a rejection's reason) */
  detail?: string;
  /** where to look in the portal (a path of the web app) */
  path: string;
};

export function notificationEmail(
  links: NotificationLinks,
  to: { userId: number; email: string; company: string },
  kind: NotificationKind,
  content: NotificationContent,
): MailMessage {
  const url = unsubscribeUrl(links, { userId: to.userId, kind });
  const rendered = renderEmail({
    companyName: to.company,
    heading: content.line,
    paragraphs: ['Hello,', content.line + '.', ...(content.detail ? [content.detail] : [])],
    action: { label: 'Open the portal', url: new URL(content.path, links.publicUrl).toString() },
    footerLinks: [{ label: `Stop e-mails for: ${NOTIFICATION_KIND_RULES[kind].label}`, url }],
  });
  return { to: to.email, ...rendered, headers: oneClickHeaders(url) };
}

export function digestEmail(
  links: NotificationLinks,
  to: { userId: number; email: string; company: string; day: string },
  items: readonly { kind: NotificationKind; line: string }[],
): MailMessage {
  const url = unsubscribeUrl(links, { userId: to.userId, kind: 'digest' });
  const rendered = renderEmail({
    companyName: to.company,
    subject: `Your daily summary for ${to.day}: ${items.length} update${items.length === 1 ? '' : 's'}`,
    heading: 'Your daily summary',
    paragraphs: [
      'Hello,',
      'Since your last summary:',
      items.map((i) => `• ${i.line}`).join('\n'),
      'Change what you receive and when under My account, Notification settings.',
    ],
    action: { label: 'Open the portal', url: new URL('/', links.publicUrl).toString() },
    footerLinks: [{ label: 'Stop the daily summary e-mails', url }],
  });
  return { to: to.email, ...rendered, headers: oneClickHeaders(url) };
}
