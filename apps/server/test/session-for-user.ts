// A bearer ID token of a new session for an existing user (e.g. a demo user), as sign-in would give.
import type { TestServer } from './harness.ts';
import { openSession } from '../src/features/auth/sessions.service.ts';

export async function sessionTokenFor(
  server: Pick<TestServer, 'db' | 'tokens'>,
  user: { userId: number; vendorId: number; email: string },
): Promise<string> {
  return (await openSession({ db: server.db, tokens: server.tokens }, user)).idToken;
}
