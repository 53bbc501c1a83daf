import { describe, expect, it } from 'vitest';
import { findSecrets } from './secrets-in-log.ts';

describe('findSecrets', () => {
  it('finds each kind of credential, whatever its value', () => {
    const log = [
      '{"url":"/blobs/a?op=get&exp=1&sig=0123456789abcdef0123"}',
      '{"msg":"token eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig"}',
      '{"url":"/auth/create-password?email=a&token=abcdef123456"}',
      '{"url":"/thank-you?t=Zm9vYmFyYmF6"}',
      'https://b.s3.amazonaws.com/k?X-Amz-Credential=AKIAEXAMPLE%2F2026&X-Amz-Signature=0a1b2c3d4e5f',
      '{"headers":{"authorization":"Bearer abcdefgh12345"}}',
      'cookie: vp_refresh=abcdefgh12345678',
      '{"password":"Hunter-22"}',
    ].join('\n');
    expect(findSecrets(log).map((f) => [f.line, f.kind])).toEqual([
      [1, 'blob URL signature'],
      [2, 'JWT'],
      [3, 'link token or password in a URL'],
      [4, 'link token or password in a URL'],
      [5, 'S3 signature or credential'],
      [6, 'bearer token'],
      [6, 'secret field'],
      [7, 'refresh cookie'],
      [8, 'secret field'],
    ]);
  });

  it('passes redacted lines, finds known values, and skips allowed lines', () => {
    const log = [
      '{"url":"/blobs/a?op=get&exp=1&sig=[redacted]"}',
      '{"url":"/auth/create-password?email=a&token=[redacted]","password":"[Redacted]"}',
      '{"msg":"Authorization: Bearer [redacted]"}',
      'the value Plain-Known-Secret in a message',
      'Demo sign-in: demo@example.test / Demo-Password-1',
    ].join('\n');
    const found = findSecrets(log, {
      known: ['Plain-Known-Secret', 'Demo-Password-1'],
      allow: (line) => line.startsWith('Demo sign-in:'),
    });
    expect(found.map((f) => [f.line, f.kind])).toEqual([[4, 'known secret']]);
    expect(found[0]!.excerpt).not.toContain('Plain-Known-Secret');
    expect(() => findSecrets('', { known: ['short'] })).toThrow(/matches too much/);
  });
});
