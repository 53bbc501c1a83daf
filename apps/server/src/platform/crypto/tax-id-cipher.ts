// Taxpayer ids encrypted at rest (issue 40 point 4, decision 112): AES-256-GCM with a key derived from
// the TAX_ID_KEY setting (or the data folder's generated secret). The stored text is
// 'v1:<iv>:<tag>:<ciphertext>' in base64url, so a later key or algorithm can sit beside it. The clear id
// leaves this module only to decrypt on purpose (nothing does today: every answer shows the last four
// digits, which are stored apart), so a dump, a log or an export holds no id.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type TaxIdCipher = { encrypt(clear: string): string; decrypt(stored: string): string };

export function createTaxIdCipher(secret: string): TaxIdCipher {
  if (secret.length < 32) throw new Error('TAX_ID_KEY: at least 32 characters');
  const key = createHash('sha256').update(`vendor-portal tax id v1\0${secret}`).digest();
  return {
    encrypt(clear) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `v1:${parts.join(':')}`;
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a stored tax id');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** 9 digits of an SSN or EIN, with or without its dashes and spaces; null when it is not one. */
export function normalizeTaxId(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}
