// Helpers for the user-administration tests: users who may administer users, and the outbox.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSession } from '../src/features/auth/sessions.service.ts';
import { grantUserAdmin } from '../src/features/vendors/grant-user-admin.ts';
import { findPart, readMime } from '../src/platform/mail/read-mime-for-tests.ts';
import { createUser, createVendor, type TestUser } from './fixtures.ts';
import { mailQueueDrained } from './mail-queue.ts';
import type { TestServer } from './harness.ts';

export type SignedIn = TestUser & { token: string };

/** A bearer ID token of a new session of the user, as a sign-in would give. */
export async function tokenFor(server: TestServer, user: TestUser): Promise<string> {
  const { userId, vendorId, email } = user;
  return (await openSession(server, { userId, vendorId, email })).idToken;
}

/** A signed-in user of the vendor (a fresh vendor when none is given), administrator or not. */
export async function signInUser(
  server: TestServer,
  options: { vendorId?: number; admin?: boolean } = {},
): Promise<SignedIn> {
  const vendorId = options.vendorId ?? (await createVendor(server.db)).vendorId;
  const user = await createUser(server.db, vendorId);
  if (options.admin) await grantUserAdmin(server.db, vendorId, user.userId);
  return { ...user, token: await tokenFor(server, user) };
}

/** A fresh vendor whose signed-in user holds the vendor's Administrator role (user-admin). */
export const signInAsUserAdmin = (server: TestServer) => signInUser(server, { admin: true });

export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string };

/** Every message the outbox mailer has written, oldest first, once the mail queue is empty. */
export async function readOutbox(server: TestServer): Promise<OutboxMail[]> {
  await mailQueueDrained(server.db);
  const dir = server.config.mail.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const message = readMime(await readFile(join(dir, file)));
      return {
        file,
        to: message.headers.get('to') ?? '',
        subject: message.headers.get('subject') ?? '',
        text: findPart(message, 'text/plain')?.body.toString('utf8') ?? '',
        html: findPart(message, 'text/html')?.body.toString('utf8') ?? '',
      };
    }),
  );
}
