// The entry point for e-mail content. Features with their own e-mails build them on renderEmail
// beside their code; the templates here are the ones the platform itself needs.
import { passwordLinkEmail } from './templates/password-link.ts';
import { announcementRoundEmail } from './templates/announcement-round.ts';
import type { RenderedEmail } from './templates/render-email.ts';

export { escapeHtml, renderEmail } from './templates/render-email.ts';
export type { EmailAction, EmailContent, RenderedEmail } from './templates/render-email.ts';
export { passwordLinkEmail } from './templates/password-link.ts';
export type { PasswordLinkVariables } from './templates/password-link.ts';
export { announcementRoundEmail } from './templates/announcement-round.ts';
export type { AnnouncedOrder, AnnouncementRoundVariables } from './templates/announcement-round.ts';

const templates = {
  'password-link': passwordLinkEmail,
  'announcement-round': announcementRoundEmail,
} satisfies Record<string, (variables: never) => RenderedEmail>;

export type TemplateName = keyof typeof templates;

/** Renders a template by name; the variables are type-checked against that template. */
export function renderTemplate<N extends TemplateName>(
  name: N,
  variables: Parameters<(typeof templates)[N]>[0],
): RenderedEmail {
  const render = templates[name] as (variables: Parameters<(typeof templates)[N]>[0]) => RenderedEmail;
  return render(variables);
}
