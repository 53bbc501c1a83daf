// Our SRP server against the reference implementation the browser's library ships with.
import { describe, expect, it } from 'vitest';
import client from 'secure-remote-password/client.js';
import reference from 'secure-remote-password/server.js';
import { generateServerEphemeral, verifyClientProof } from './srp-server.ts';

function account(username: string) {
  const salt = client.generateSalt();
  const privateKey = client.derivePrivateKey(salt, username, 'a stretched secret');
  return { username, salt, privateKey, verifier: client.deriveVerifier(privateKey) };
}

/** What the server checks a client's proof against: its own ephemeral, the client's A, the user's record. */
const exchange = (
  user: ReturnType<typeof account>,
  server: ReturnType<typeof generateServerEphemeral>,
  ephemeral: { public: string },
) => ({
  serverSecret: server.secret,
  serverPublic: server.public,
  clientPublic: ephemeral.public,
  salt: user.salt,
  username: user.username,
  verifier: user.verifier,
});

describe('SRP server', () => {
  it('completes a sign-in with the browser library and matches the reference server', () => {
    for (let i = 0; i < 5; i++) {
      const user = account(`user${i}@vendor.test`);
      const server = generateServerEphemeral(user.verifier);
      expect(server.public).toMatch(/^[0-9a-f]{512}$/);
      const ephemeral = client.generateEphemeral();
      const session = client.deriveSession(
        ephemeral.secret,
        server.public,
        user.salt,
        user.username,
        user.privateKey,
      );
      const proof = verifyClientProof({ ...exchange(user, server, ephemeral), clientProof: session.proof });
      expect(proof).not.toBeNull();
      // the client accepts our proof, and it is the reference server's proof for the same values
      expect(() => client.verifySession(ephemeral.public, session, proof!)).not.toThrow();
      const expected = reference.deriveSession(
        server.secret,
        ephemeral.public,
        user.salt,
        user.username,
        user.verifier,
        session.proof,
      );
      expect(proof).toBe(expected.proof);
    }
  });

  it('refuses a wrong password, a wrong user name, a hostile A and a malformed proof', () => {
    const user = account('pat@vendor.test');
    const server = generateServerEphemeral(user.verifier);
    const ephemeral = client.generateEphemeral();
    const wrongKey = client.derivePrivateKey(user.salt, user.username, 'another secret');
    const wrong = client.deriveSession(ephemeral.secret, server.public, user.salt, user.username, wrongKey);
    const base = exchange(user, server, ephemeral);
    expect(verifyClientProof({ ...base, clientProof: wrong.proof })).toBeNull();
    const right = client.deriveSession(
      ephemeral.secret,
      server.public,
      user.salt,
      user.username,
      user.privateKey,
    );
    expect(
      verifyClientProof({ ...base, username: 'other@vendor.test', clientProof: right.proof }),
    ).toBeNull();
    const tooLong = (2n ** 2048n).toString(16);
    for (const clientPublic of ['0'.repeat(512), '00', tooLong, 'zz'.repeat(256)]) {
      expect(verifyClientProof({ ...base, clientPublic, clientProof: right.proof })).toBeNull();
    }
    expect(verifyClientProof({ ...base, clientProof: `1${right.proof}` })).toBeNull();
    expect(verifyClientProof({ ...base, clientProof: 'not hex' })).toBeNull();
    expect(verifyClientProof({ ...base, clientProof: right.proof.toUpperCase() })).not.toBeNull();
  });
});
