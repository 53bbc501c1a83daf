// @vitest-environment node
// Our SRP-6a client (BigInt and WebCrypto) computes what secure-remote-password's client computes, and
// its proofs satisfy the library's server half (what the real server is tested against too).
import * as library from 'secure-remote-password/client.js';
import * as libraryServer from 'secure-remote-password/server.js';
import { describe, expect, it } from 'vitest';
import { derivePrivateKey, deriveSession, generateEphemeral, verifySession } from './srp-client.ts';

const PASSWORDS = ['Correct-Horse-42', 'pässwörd ñ 北京 😀', '', 'x'.repeat(300)];

describe('SRP-6a client', () => {
  for (const [index, password] of PASSWORDS.entries()) {
    it(`agrees with secure-remote-password, end to end (password ${index + 1})`, async () => {
      const salt = library.generateSalt();
      const username = `vendor-${index}@example.com`;
      const privateKey = await derivePrivateKey(salt, username, password);
      expect(privateKey).toBe(library.derivePrivateKey(salt, username, password));

      const verifier = library.deriveVerifier(privateKey);
      const server = libraryServer.generateEphemeral(verifier);
      const client = generateEphemeral();
      // A = g^a, as the library derives g^x
      expect(client.public).toBe(library.deriveVerifier(client.secret));

      const session = await deriveSession(client.secret, server.public, salt, username, privateKey);
      expect(session).toEqual(
        library.deriveSession(client.secret, server.public, salt, username, privateKey),
      );

      const serverSession = libraryServer.deriveSession(
        server.secret,
        client.public,
        salt,
        username,
        verifier,
        session.proof,
      );
      await expect(verifySession(client.public, session, serverSession.proof)).resolves.toBeUndefined();
    });
  }

  it('refuses a wrong server proof and a server ephemeral of 0 mod N', async () => {
    const salt = library.generateSalt();
    const privateKey = await derivePrivateKey(salt, 'a@b.c', 'pw');
    const server = libraryServer.generateEphemeral(library.deriveVerifier(privateKey));
    const client = generateEphemeral();
    const session = await deriveSession(client.secret, server.public, salt, 'a@b.c', privateKey);
    await expect(verifySession(client.public, session, 'ab'.repeat(32))).rejects.toThrow(/invalid/);
    await expect(deriveSession(client.secret, '00', salt, 'a@b.c', privateKey)).rejects.toThrow(/invalid/);
  });
});
