import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './create-mailer.ts';
import { createOutboxMailer, type OutboxLogEntry } from './outbox-mailer.ts';
import { findPart, headerParam, leafParts, readMime } from './read-mime-for-tests.ts';

describe('createOutboxMailer', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'vp-outbox-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes one complete .eml file per message and logs each', async () => {
    // a folder that does not exist yet
    const outboxDir = join(root, 'data', 'outbox');
    const log = vi.fn<(entry: OutboxLogEntry) => void>();
    const mailer = createOutboxMailer({ outboxDir, from: 'Vendor Portal <no-reply@portal.test>', log });
    expect(mailer.kind).toBe('outbox');

    const first = await mailer.send({
      to: 'first@vendor.test',
      subject: 'First message',
      text: 'Hello first',
      html: '<p>Hello first</p>',
      attachments: [
        { filename: 'PO-1.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
      ],
    });
    const second = await mailer.send({
      to: ['a@vendor.test', 'b@vendor.test'],
      subject: 'Second message',
      text: 'Hello second',
      html: '<p>Hello second</p>',
    });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);

    const messages = await Promise.all(files.map(async (f) => readMime(await readFile(join(outboxDir, f)))));
    const bySubject = new Map(messages.map((m) => [m.headers.get('subject'), m]));
    const one = bySubject.get('First message');
    const two = bySubject.get('Second message');
    expect(one?.headers.get('from')).toBe('Vendor Portal <no-reply@portal.test>');
    expect(one?.headers.get('to')).toBe('first@vendor.test');
    expect(one?.headers.get('message-id')).toBe(first.messageId);
    expect(one?.headers.get('date')).toBeTruthy();
    expect(findPart(one!, 'text/plain')?.body.toString()).toBe('Hello first');
    expect(findPart(one!, 'text/html')?.body.toString()).toBe('<p>Hello first</p>');
    const attachment = leafParts(one!).find((p) =>
      p.headers.get('content-disposition')?.startsWith('attachment'),
    );
    expect(headerParam(attachment?.headers.get('content-disposition'), 'filename')).toBe('PO-1.pdf');
    expect(two?.headers.get('to')).toBe('a@vendor.test, b@vendor.test');
    expect(two?.headers.get('message-id')).toBe(second.messageId);

    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenNthCalledWith(1, {
      to: 'first@vendor.test',
      subject: 'First message',
      file: expect.stringMatching(/\.eml$/),
    });
    expect(log).toHaveBeenNthCalledWith(2, {
      to: 'a@vendor.test, b@vendor.test',
      subject: 'Second message',
      file: expect.stringMatching(/\.eml$/),
    });
    const logged = log.mock.calls.map(([entry]) => entry.file).sort();
    expect(logged).toEqual(files.map((f) => join(outboxDir, f)));
  });

  it('is what createMailer picks without an SMTP URL', async () => {
    const log = vi.fn();
    const mailer = createMailer(
      { mail: { smtpUrl: undefined, from: 'no-reply@portal.test', outboxDir: root } },
      log,
    );
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'x@vendor.test', subject: 'Picked', text: 'x', html: 'x' });
    await mailer.close();
    expect(log).toHaveBeenCalledOnce();
  });

  it('createMailer picks SMTP when an SMTP URL is set', async () => {
    const mailer = createMailer(
      { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@portal.test', outboxDir: root } },
      vi.fn(),
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.close();
  });
});
