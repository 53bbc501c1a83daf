import { describe, expect, it } from 'vitest';
import {
  announcementRoundEmail,
  escapeHtml,
  passwordLinkEmail,
  renderEmail,
  renderTemplate,
} from './templates.ts';

describe('renderEmail', () => {
  const hostile = `<img src=x onerror="alert('x')"> & more`;

  it('escapes every variable in the html part and keeps the text part plain', () => {
    const email = renderEmail({
      companyName: hostile,
      heading: hostile,
      paragraphs: [hostile, 'line one\nline two'],
      action: { label: hostile, url: 'https://portal.test/a?b=1&c=2' },
      footerLinks: [{ label: 'Unsubscribe', url: 'https://portal.test/unsubscribe?t="x"' }],
    });
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain(`onerror="`);
    expect(email.html).toContain(escapeHtml(hostile));
    expect(escapeHtml(hostile)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more');
    expect(email.html).toContain('href="https://portal.test/a?b=1&amp;c=2"');
    expect(email.html).toContain('line one<br>line two');
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain(hostile);
    expect(email.text).toContain('line one\nline two');
    expect(email.text).not.toContain('&amp;');
    expect(email.text).toContain('Unsubscribe: https://portal.test/unsubscribe?t=%22x%22');
    expect(email.subject).toBe(hostile);
  });

  it('renders several actions, each with its link written out', () => {
    const email = renderEmail({
      companyName: 'Acme',
      heading: 'New announcement',
      paragraphs: ['Please respond.'],
      actions: [
        { label: 'Accept', url: 'https://portal.test/accept' },
        { label: 'Decline', url: 'https://portal.test/decline' },
      ],
    });
    expect(email.text).toContain('Accept: https://portal.test/accept');
    expect(email.text).toContain('Decline: https://portal.test/decline');
    expect(email.html).toContain('href="https://portal.test/accept"');
    expect(email.html).toContain('href="https://portal.test/decline"');
  });

  it('refuses links that are not http(s) or mailto', () => {
    const render = (url: string) =>
      renderEmail({ companyName: 'A', heading: 'H', paragraphs: [], action: { label: 'Go', url } });
    expect(() => render('javascript:alert(1)')).toThrow(/http/);
    expect(() => render('/relative/path')).toThrow(/absolute/);
    expect(() => render('mailto:help@portal.test')).not.toThrow();
  });

  it('keeps the subject on one line', () => {
    expect(
      renderEmail({ companyName: 'A', heading: 'H', subject: 'Hi\r\nBcc: x@evil.test', paragraphs: [] })
        .subject,
    ).toBe('Hi Bcc: x@evil.test');
  });

  it('puts the company name in the header and the current year in the footer', () => {
    const year = new Date().getFullYear();
    const email = renderEmail({ companyName: 'Acme Corp', heading: 'H', paragraphs: ['P'] });
    expect(email.html).toContain('>Acme Corp</td>');
    expect(email.html).toContain(`Copyright© ${year} | All Rights Reserved`);
    expect(email.text.startsWith('Acme Corp\n')).toBe(true);
    expect(email.text).toContain(`Copyright© ${year} | All Rights Reserved`);
  });
});

describe('passwordLinkEmail', () => {
  const variables = {
    companyName: 'Acme & Sons',
    recipientName: 'Jane <Doe>',
    link: 'https://portal.test/set-password?token=abc&x=1',
    expiresInMinutes: 30,
  };

  it('asks to set the password, with the link in both parts', () => {
    const email = passwordLinkEmail(variables);
    expect(email.subject).toBe('Set your vendor portal password');
    expect(email.text).toContain('https://portal.test/set-password?token=abc&x=1');
    expect(email.text).toContain('Hello Jane <Doe>,');
    expect(email.text).toContain('expires in 30 minutes');
    expect(email.html).toContain('href="https://portal.test/set-password?token=abc&amp;x=1"');
    expect(email.html).toContain('Hello Jane &lt;Doe&gt;,');
    expect(email.html).toContain('Acme &amp; Sons');
    expect(email.html).not.toContain('<Doe>');
  });

  it('says hours when the expiry is a whole number of hours', () => {
    expect(passwordLinkEmail({ ...variables, expiresInMinutes: 60 }).text).toContain('expires in 1 hour.');
    expect(passwordLinkEmail({ ...variables, expiresInMinutes: 1440 }).text).toContain(
      'expires in 24 hours.',
    );
  });

  it('is reachable by name', () => {
    expect(renderTemplate('password-link', variables)).toEqual(passwordLinkEmail(variables));
  });
});

describe('announcementRoundEmail', () => {
  const order = {
    category: 'HVAC',
    orderType: 'Repair',
    locationName: 'Store 12',
    city: 'Austin',
    state: 'TX',
    serviceRange: '',
  };
  const round = (poNums: string[]) =>
    announcementRoundEmail({
      companyName: 'Facilities Co',
      vendorCompany: 'Acme',
      orders: poNums.map((poNum) => ({ ...order, poNum })),
      acceptUrl: 'https://portal.example/thank-you?t=a',
      declineUrl: 'https://portal.example/decline?t=a',
      unsubscribeUrl: 'https://portal.example/unsubscribe?t=a',
      expiresInDays: 14,
    });

  it('names an order "PO <number>", never "PO PO..." (issue 38 point 5)', () => {
    const demo = round(['PO0000001']);
    expect(demo.subject).toBe('New work available: PO0000001');
    expect(demo.text).toContain('PO0000001: HVAC - Repair at Store 12, Austin, TX');
    expect(demo.text).not.toContain('PO PO');
    const bare = round(['12345', 'po-77']);
    expect(bare.text).toContain('PO 12345: HVAC');
    expect(bare.text).toContain('po-77: HVAC');
  });
});
