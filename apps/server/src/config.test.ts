import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('has working defaults for the embedded setup', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.db.url).toBeUndefined();
    expect(config.db.seedDemo).toBe(true);
    expect(config.blobs.s3).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DB_POOL_MAX: '-1',
        LOG_LEVEL: 'loud',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: .*"eighty"/m);
    expect(problems).toMatch(/^DB_POOL_MAX: /m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect(problems).toMatch(/^S3_SECRET_ACCESS_KEY: set both/m);
  });

  it('never echoes secret values', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'not a url with password hunter2', BLOB_SIGNING_SECRET: 'short-secret' });
    } catch (err) {
      error = err;
    }
    const message = (error as ConfigError).message;
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('BLOB_SIGNING_SECRET');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short-secret');
  });

  it('uses an external database and turns demo data off', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db.internal:5432/portal',
      SEED_DEMO: undefined,
    });
    expect(config.db.url).toBe('postgres://u:p@db.internal:5432/portal');
    expect(config.db.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/x', SEED_DEMO: 'false' }).db.seedDemo).toBe(false);
  });

  it('refuses the demo data on a real database: its accounts are published in the README (decision 098)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/x', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: the demo data loads only into the embedded database/,
    );
    expect(loadConfig({ SEED_DEMO: 'true' }).db.seedDemo).toBe(true);
  });

  it('turns the staff sign-in through the company identity provider on with its three settings, and names a missing one', () => {
    expect(loadConfig({}).staff.oidc).toBeUndefined();
    const config = loadConfig({
      STAFF_OIDC_ISSUER: 'https://login.acme.example/',
      STAFF_OIDC_CLIENT_ID: 'vendor-portal',
      STAFF_OIDC_CLIENT_SECRET: 'a-client-secret',
    });
    expect(config.staff.oidc).toEqual({
      issuer: 'https://login.acme.example/',
      clientId: 'vendor-portal',
      clientSecret: 'a-client-secret',
      providerName: 'your company account',
    });
    let error: unknown;
    try {
      loadConfig({ STAFF_OIDC_ISSUER: 'https://login.acme.example/', STAFF_OIDC_CLIENT_ID: 'vendor-portal' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems.join('\n')).toMatch(
      /^STAFF_OIDC_CLIENT_SECRET: set STAFF_OIDC_ISSUER/m,
    );
  });

  it('serves HTTPS with its own certificate when given both PEM files, and names a missing one', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'vp-config-tls-'));
    try {
      const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
      writeFileSync(cert, 'a certificate');
      writeFileSync(key, 'a key');
      const config = loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key, PORT: '8443' });
      expect(config.tls).toEqual({ certFile: cert, keyFile: key });
      expect(config.publicUrl).toBe('https://localhost:8443');
      const problems = (env: Record<string, string>) => {
        try {
          loadConfig(env);
        } catch (err) {
          return (err as ConfigError).problems.join('\n');
        }
        return '';
      };
      expect(problems({ TLS_CERT_FILE: cert })).toMatch(
        /^TLS_KEY_FILE: set both TLS_CERT_FILE and TLS_KEY_FILE/m,
      );
      expect(problems({ TLS_CERT_FILE: cert, TLS_KEY_FILE: join(dir, 'nothing.pem') })).toMatch(
        /^TLS_KEY_FILE: no file at .*nothing\.pem$/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
