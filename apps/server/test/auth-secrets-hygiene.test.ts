// No password, token, verifier, proof or ephemeral ever lands in the audit log or in the server's logs,
// even at the most verbose log level.
import { describe, expect, it } from 'vitest';
import { createUserPasswordCall, forgotUserPasswordCall, logoutCall, refreshCall } from '@vp/contracts';
import { createUserWithPassword } from './fixtures/index.ts';
import { loggedServerForFile } from './logged-server.ts';
import { refreshTokenOf, srpSignIn } from './srp-client.ts';
import { linkIn } from './smtp-inbox.ts';

const logged = loggedServerForFile();

describe('secrets stay out of the audit log and the logs', () => {
  it('after sign-ins, failures, a new password, a link, refresh and logout', async () => {
    const { server, inbox, lines } = logged;
    const secrets: string[] = [];
    const temporary = 'Temporary-Hygiene-11';
    const chosen = 'Chosen-Hygiene-2026';
    const user = await createUserWithPassword(server.db, {
      password: temporary,
      state: 'new_password_required',
    });
    secrets.push(temporary, chosen);

    const wrong = await srpSignIn(server, user.email, 'Wrong-Hygiene-99');
    secrets.push('Wrong-Hygiene-99', ...wrong.clientValues);
    const first = await srpSignIn(server, user.email, temporary, { newPassword: chosen });
    expect(first.finish.json.result).toBe('SIGNED_IN');
    secrets.push(
      ...first.clientValues,
      String(first.finish.json.serverProof),
      String(first.finish.json.idToken),
    );
    secrets.push(String(first.start.json.serverEphemeral), first.refreshToken!);

    const refreshed = await server.call(
      refreshCall,
      {},
      { headers: { cookie: `vp_refresh=${first.refreshToken}` } },
    );
    const rotated = refreshTokenOf(refreshed.headers.get('set-cookie'))!;
    secrets.push(rotated, String(refreshed.json.idToken));
    await server.call(refreshCall, {}, { headers: { cookie: `vp_refresh=${first.refreshToken}` } }); // reuse
    await server.call(
      logoutCall,
      {},
      { as: { token: String(refreshed.json.idToken) }, headers: { cookie: `vp_refresh=${rotated}` } },
    );

    await server.call(forgotUserPasswordCall, { body: { email: user.email } });
    const link = linkIn(await inbox.next(user.email), '/auth/create-password');
    const token = link.searchParams.get('token')!;
    secrets.push(token);
    // the browser opens the link's page (its URL is logged, without the token)
    await fetch(link);
    const final = 'Final-Hygiene-Pass-1';
    secrets.push(final);
    expect(
      (await server.call(createUserPasswordCall, { body: { userName: user.email, password: final, token } }))
        .status,
    ).toBe(200);

    const row = await server.db
      .selectFrom('users')
      .select(['srp_verifier', 'srp_salt'])
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    secrets.push(row.srp_verifier);
    const challenges = await server.db.selectFrom('srp_challenges').select('server_secret').execute();
    secrets.push(...challenges.map((c) => c.server_secret));

    const audit = JSON.stringify(await server.db.selectFrom('audit_log').selectAll().execute());
    const logs = lines.join('');
    expect(audit).toContain('sign_in_failed');
    expect(logs).toContain('/auth/create-password?email=');
    expect(logs).toContain('token=[redacted]');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(7);
      expect(audit.includes(secret), `audit holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(logs.includes(secret), `logs hold ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});
