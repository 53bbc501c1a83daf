// The reminder that a compliance document's cover ends soon (decision 112): what ends, when, and the
// link that opens that requirement's upload on the compliance page.
import { renderEmail, type RenderedEmail } from '../../platform/mail/templates.ts';

export type ComplianceReminderVariables = {
  companyName: string;
  /** the requirement's title: "General liability for Acme Stores, Plumbing" */
  title: string;
  /** the first day no longer covered */
  endsOn: string;
  daysLeft: number;
  link: string;
};

export function complianceReminderEmail(v: ComplianceReminderVariables): RenderedEmail {
  const when =
    v.daysLeft > 0
      ? `ends in ${v.daysLeft} day${v.daysLeft === 1 ? '' : 's'}, on ${v.endsOn}`
      : `ended on ${v.endsOn}`;
  return renderEmail({
    companyName: v.companyName,
    subject: `Compliance: ${v.title} ${v.daysLeft > 0 ? `expires on ${v.endsOn}` : 'has expired'}`,
    heading: 'A compliance document needs renewing',
    paragraphs: [
      `Hello,`,
      `The document on file for ${v.title} ${when}.`,
      'Upload the renewal with the link below; until a valid document is approved, the company may not ' +
        'dispatch work to you for this requirement. You will get no more reminders for this document once ' +
        'a renewal is uploaded.',
    ],
    action: { label: 'Upload the renewal', url: v.link },
  });
}
