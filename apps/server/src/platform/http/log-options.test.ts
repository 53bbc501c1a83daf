import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactSecrets } from './log-options.ts';

describe('redactSecrets', () => {
  it('cuts the credentials out of our signed blob URLs and e-mailed links, and keeps the rest', () => {
    expect(redactSecrets('/blobs/a/b.pdf?op=get&fn=b.pdf&exp=1795513575&sig=9e96f54b9647aa')).toBe(
      '/blobs/a/b.pdf?op=get&fn=b.pdf&exp=1795513575&sig=[redacted]',
    );
    expect(redactSecrets('/auth/create-password?email=a%40b.test&token=abc123')).toBe(
      '/auth/create-password?email=a%40b.test&token=[redacted]',
    );
    expect(redactSecrets('/thank-you?t=Zm9vYmFy#top')).toBe('/thank-you?t=[redacted]#top');
    // the provider API's client credentials (decision 047); the word itself stays
    expect(redactSecrets('auth Basic dnBjX2FiYzp2cHNfeHl6eHl6eHl6')).toBe('auth Basic [redacted]');
    expect(redactSecrets('secret vps_Qm9vYmFyYmF6-_x1 given')).toBe('secret [redacted] given');
    expect(redactSecrets('a basic check')).toBe('a basic check');
    // names that only end like a secret parameter are left alone
    expect(redactSecrets('/x?at=1&Start=2&signature=3')).toBe('/x?at=1&Start=2&signature=3');
  });

  it("cuts S3 pre-signed URLs' signature, credential and session token", () => {
    const url =
      'https://b.s3.us-east-1.amazonaws.com/k.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
      '&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z' +
      '&X-Amz-Expires=900&X-Amz-Security-Token=IQoJb3JpZ2lu&X-Amz-Signature=0a1b2c3d4e5f&X-Amz-SignedHeaders=host';
    expect(redactSecrets(`fetch failed: ${url} (timeout)`)).toBe(
      'fetch failed: https://b.s3.us-east-1.amazonaws.com/k.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=[redacted]&X-Amz-Date=20260101T000000Z' +
        '&X-Amz-Expires=900&X-Amz-Security-Token=[redacted]&X-Amz-Signature=[redacted]&X-Amz-SignedHeaders=host (timeout)',
    );
  });

  it('cuts JWTs and bearer credentials out of any text', () => {
    expect(redactSecrets('token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl was refused')).toBe(
      'token [redacted] was refused',
    );
    expect(redactSecrets('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
  });
});

describe('loggerOptions', () => {
  const logged = (log: (logger: pino.Logger) => void): string => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    log(pino(loggerOptions('trace'), sink));
    return lines.join('');
  };

  it('redacts secret fields, errors that quote a signed URL, and messages', () => {
    const text = logged((logger) => {
      logger.info({ password: 'Hunter-22-pass', body: { refreshToken: 'rt-0123456789' } }, 'fields');
      const err = Object.assign(new Error('GET /blobs/a?sig=0123456789abcdef failed'), {
        rawPacket: Buffer.from('GET /blobs/a?sig=0123456789abcdef HTTP/1.1'),
      });
      logger.error({ err }, 'error');
      logger.info('message with /blobs/a?op=get&sig=fedcba9876543210');
      logger.info({ n: 1 }, 'message after an object with /x?token=abcdef123456');
    });
    for (const secret of [
      'Hunter-22-pass',
      'rt-0123456789',
      '0123456789abcdef',
      'fedcba9876543210',
      'abcdef123456',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('rawPacket');
    expect(text).toContain('sig=[redacted] failed');
    expect(text).toContain('message with /blobs/a?op=get&sig=[redacted]');
    expect(text).toContain('/x?token=[redacted]');
  });
});
