// The one e-mail layout: a header with the company name, a heading, paragraphs, buttons, a footer.
// Every value is escaped here, so a template never has to think about HTML; links must be http(s)
// or mailto so that a variable can never smuggle in a javascript: URL.
// Layout tables and inline styles because many mail clients ignore <style> and modern CSS.

export type EmailAction = { label: string; url: string };

export type EmailContent = {
  companyName: string;
  heading: string;
  /** defaults to the heading */
  subject?: string;
  /** plain text; a line break inside a paragraph is kept */
  paragraphs: string[];
  /** the main button */
  action?: EmailAction;
  /** further buttons after the main one (e.g. accept and decline) */
  actions?: EmailAction[];
  /** small links in the footer (e.g. unsubscribe) */
  footerLinks?: EmailAction[];
};

export type RenderedEmail = { subject: string; html: string; text: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`e-mail link is not an absolute URL: ${url}`);
  }
  if (!['https:', 'http:', 'mailto:'].includes(parsed.protocol)) {
    throw new Error(`e-mail link must be http(s) or mailto: ${url}`);
  }
  return parsed.href;
}

// headers must stay on one line; a template value with a line break must not add a header
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const BLUE = '#1d4ed8';
const GREY = '#4b5563';

function link(action: EmailAction, style: string, label = action.label): string {
  return `<a href="${escapeHtml(safeUrl(action.url))}" style="${style}">${escapeHtml(label)}</a>`;
}

function paragraphsHtml(paragraphs: string[]): string {
  const style = `${FONT}margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;`;
  return paragraphs
    .map((p) => `<p style="${style}">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

function actionsHtml(actions: EmailAction[]): string {
  if (actions.length === 0) return '';
  const button = (primary: boolean) =>
    `${FONT}display:inline-block;padding:12px 24px;margin:0 8px 8px 0;border:2px solid ${BLUE};` +
    `border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none;` +
    (primary ? `background:${BLUE};color:#ffffff;` : `background:#ffffff;color:${BLUE};`);
  const buttons = actions.map((a, i) => link(a, button(i === 0))).join('');
  // some clients strip buttons or block links; the written-out URL can still be copied
  const written = actions
    .map((a) => `${escapeHtml(a.label)}: ${link(a, `color:${BLUE};word-break:break-all;`, safeUrl(a.url))}`)
    .join('<br>');
  return (
    `<p style="margin:24px 0 8px;">${buttons}</p>\n` +
    `<p style="${FONT}margin:16px 0 0;font-size:13px;line-height:20px;color:${GREY};">${written}</p>`
  );
}

function footerLinksHtml(links: EmailAction[]): string {
  if (links.length === 0) return '';
  const items = links.map((l) => link(l, `color:${GREY};text-decoration:underline;`)).join(' | ');
  return `<p style="${FONT}margin:0 0 8px;font-size:12px;color:${GREY};">${items}</p>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const copyright = `Copyright© ${new Date().getFullYear()} | All Rights Reserved`;
  const actions = [...(content.action ? [content.action] : []), ...(content.actions ?? [])];
  const footerLinks = content.footerLinks ?? [];
  const subject = oneLine(content.subject ?? content.heading);

  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="${FONT}padding:20px 32px;background:#111827;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold;">${escapeHtml(content.companyName)}</td></tr>
<tr><td style="padding:32px;">
<h1 style="${FONT}margin:0 0 24px;font-size:22px;line-height:30px;color:#111827;">${escapeHtml(content.heading)}</h1>
${paragraphsHtml(content.paragraphs)}
${actionsHtml(actions)}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e5e7eb;">
${footerLinksHtml(footerLinks)}<p style="${FONT}margin:0;font-size:12px;color:${GREY};">${escapeHtml(copyright)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    content.companyName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(actions.length === 0 ? [] : [...actions.map((a) => `${a.label}: ${safeUrl(a.url)}`), '']),
    '--',
    ...footerLinks.map((l) => `${l.label}: ${safeUrl(l.url)}`),
    copyright,
    '',
  ].join('\n');

  return { subject, html, text };
}
