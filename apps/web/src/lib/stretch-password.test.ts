import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_KDF_ITERATIONS } from '@vp/contracts';
import { stretchPassword } from './stretch-password.ts';

const SALT = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('stretchPassword', () => {
  it('is PBKDF2-SHA256 of the NFKC password, 32 bytes in hex, as the server derives it', async () => {
    // 'ﬁ' (U+FB01) is 'fi' under NFKC: both spellings must stretch alike
    const expected = pbkdf2Sync(
      'ﬁne-Pässword'.normalize('NFKC'),
      Buffer.from(SALT, 'hex'),
      PASSWORD_KDF_ITERATIONS,
      32,
      'sha256',
    );
    await expect(stretchPassword('fine-Pässword', SALT, PASSWORD_KDF_ITERATIONS)).resolves.toBe(
      expected.toString('hex'),
    );
  });

  it('refuses fewer iterations than the stored verifiers use', async () => {
    await expect(stretchPassword('x', SALT, 1000)).rejects.toThrow(/iterations/);
    await expect(stretchPassword('x', 'not hex', PASSWORD_KDF_ITERATIONS)).rejects.toThrow(/hex/);
  });
});
