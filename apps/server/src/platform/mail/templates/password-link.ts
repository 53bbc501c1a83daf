// The link a vendor user follows to choose a password (first login or after a reset request).
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type PasswordLinkVariables = {
  companyName: string;
  recipientName: string;
  link: string;
  expiresInMinutes: number;
};

function duration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function passwordLinkEmail(v: PasswordLinkVariables): RenderedEmail {
  return renderEmail({
    companyName: v.companyName,
    subject: 'Set your vendor portal password',
    heading: 'Set your password',
    paragraphs: [
      `Hello ${v.recipientName},`,
      `Use the link below to set the password for your ${v.companyName} vendor portal account.`,
      `The link works once and expires in ${duration(v.expiresInMinutes)}. If you did not expect this e-mail, ` +
        'you can ignore it; your account stays as it is.',
    ],
    action: { label: 'Set password', url: v.link },
  });
}
