import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from './mailer.ts';
import { findPart, headerParam, leafParts, readMime } from './read-mime-for-tests.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { passwordLinkEmail } from './templates.ts';

type Received = { envelope: SMTPServerEnvelope; raw: Buffer };

const REFUSED = 'nobody@refused.test';

describe('createSmtpMailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let mailer: Mailer;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address === REFUSED) {
          callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
        } else {
          callback();
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ envelope: structuredClone(session.envelope), raw: Buffer.concat(chunks) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Vendor Portal <no-reply@portal.test>',
    });
  });

  afterAll(async () => {
    await mailer?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  it('delivers a message with text, html and an attachment', async () => {
    const email = passwordLinkEmail({
      companyName: 'Acme & Sons',
      recipientName: '<script>alert("x")</script>',
      link: 'https://portal.test/set-password?token=abc&x=1',
      expiresInMinutes: 60,
    });
    const pdf = Buffer.from('%PDF-1.4\n% not really a PDF\n');

    const { messageId } = await mailer.send({
      to: ['first@vendor.test', 'second@vendor.test'],
      ...email,
      attachments: [{ filename: 'PO-1001.pdf', content: pdf, contentType: 'application/pdf' }],
    });

    expect(mailer.kind).toBe('smtp');
    expect(received).toHaveLength(1);
    const [{ envelope, raw }] = received as [Received];
    expect(envelope.mailFrom && envelope.mailFrom.address).toBe('no-reply@portal.test');
    expect(envelope.rcptTo.map((r) => r.address)).toEqual(['first@vendor.test', 'second@vendor.test']);

    const message = readMime(raw);
    expect(message.headers.get('subject')).toBe('Set your vendor portal password');
    expect(message.headers.get('from')).toBe('Vendor Portal <no-reply@portal.test>');
    expect(message.headers.get('to')).toBe('first@vendor.test, second@vendor.test');
    expect(message.headers.get('message-id')).toBe(messageId);

    const text = findPart(message, 'text/plain')?.body.toString('utf8');
    const html = findPart(message, 'text/html')?.body.toString('utf8');
    expect(text).toContain('https://portal.test/set-password?token=abc&x=1');
    expect(text).toContain('Hello <script>alert("x")</script>,');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Acme &amp; Sons');
    expect(html).toContain('href="https://portal.test/set-password?token=abc&amp;x=1"');

    const attachment = leafParts(message).find((p) =>
      p.headers.get('content-disposition')?.startsWith('attachment'),
    );
    expect(attachment?.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(headerParam(attachment?.headers.get('content-disposition'), 'filename')).toBe('PO-1001.pdf');
    expect(attachment?.body.equals(pdf)).toBe(true);
  });

  it('rejects when the relay refuses the recipient', async () => {
    await expect(
      mailer.send({ to: REFUSED, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }),
    ).rejects.toThrow(/no such mailbox|rejected/i);
  });

  it('still sends after a refused recipient', async () => {
    const before = received.length;
    await mailer.send({ to: 'third@vendor.test', subject: 'Again', text: 'Again', html: '<p>Again</p>' });
    expect(received).toHaveLength(before + 1);
  });
});

describe('createSmtpMailer against a relay that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // accepts the connection, never sends the greeting
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('fails within the greeting timeout instead of hanging', async () => {
    const { port } = silent.address() as AddressInfo;
    // query parameters of the URL override the built-in timeouts; a short one keeps the test quick
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}/?greetingTimeout=300`,
      from: 'no-reply@portal.test',
    });
    const started = Date.now();
    try {
      await expect(mailer.send({ to: 'a@vendor.test', subject: 'x', text: 'x', html: 'x' })).rejects.toThrow(
        /greeting/i,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await mailer.close();
    }
  });
});
