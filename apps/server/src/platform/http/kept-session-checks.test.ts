// The kept session checks' rules (decision 088), on their own: kept only while listening, dropped by
// the notifications that name them, never kept when a change overtook the lookup, bounded in age and
// number. The end-to-end proof over PostgreSQL's NOTIFY is session-changes.test.ts.
import { describe, expect, it } from 'vitest';
import { keptSessionChecks, type SessionRow } from './kept-session-checks.ts';

const row = (vendorId = 7): SessionRow => ({
  status: 'active',
  vendor_id: vendorId,
  vendor_status: 'active',
  revoked_at: null,
  expires_at: new Date(Date.now() + 3_600_000),
  permissions: [],
});

function listeningChecks(options: Parameters<typeof keptSessionChecks>[0] = {}) {
  const checks = keptSessionChecks(options);
  checks.listening();
  return checks;
}

describe('kept session checks', () => {
  it('keeps nothing and answers nothing until the LISTEN is up', () => {
    const checks = keptSessionChecks();
    checks.keep(checks.ticket(), 's1', 1, row());
    expect(checks.get('s1', 1)).toBeUndefined();
    checks.listening();
    const valid = row();
    checks.keep(checks.ticket(), 's1', 1, valid);
    expect(checks.get('s1', 1)).toBe(valid);
    expect(checks.stats()).toEqual({ hits: 1, asked: 2, kept: 1, listening: true });
  });

  it("answers a kept session only for the token's own user", () => {
    const checks = listeningChecks();
    checks.keep(checks.ticket(), 's1', 1, row());
    expect(checks.get('s1', 2)).toBeUndefined();
    expect(checks.get('s2', 1)).toBeUndefined();
  });

  it('does not keep a lookup that a notification overtook', () => {
    const checks = listeningChecks();
    const ticket = checks.ticket();
    // the session is revoked while its lookup runs: the row read may be from before the change
    checks.changed('s1');
    checks.keep(ticket, 's1', 1, row());
    expect(checks.get('s1', 1)).toBeUndefined();
  });

  it('drops what a notification names: the session, every session of a user, of a vendor', () => {
    const checks = listeningChecks();
    const keepAll = () => {
      checks.keep(checks.ticket(), 'a', 1, row(7));
      checks.keep(checks.ticket(), 'b', 1, row(7));
      checks.keep(checks.ticket(), 'c', 2, row(7));
      checks.keep(checks.ticket(), 'd', 3, row(8));
    };
    const kept = () => ['a', 'b', 'c', 'd'].filter((s, i) => checks.get(s, [1, 1, 2, 3][i]!) !== undefined);
    keepAll();
    checks.changed('sb');
    expect(kept()).toEqual(['a', 'c', 'd']);
    keepAll();
    checks.changed('u1');
    expect(kept()).toEqual(['c', 'd']);
    keepAll();
    checks.changed('v7');
    expect(kept()).toEqual(['d']);
    keepAll();
    // a kind this version does not know: nothing kept is trusted
    checks.changed('x1');
    expect(kept()).toEqual([]);
  });

  it('forgets everything when the LISTEN is lost, keeps nothing until it is back, then starts empty', () => {
    const checks = listeningChecks();
    checks.keep(checks.ticket(), 's1', 1, row());
    const ticket = checks.ticket();
    checks.lost();
    expect(checks.get('s1', 1)).toBeUndefined();
    checks.keep(checks.ticket(), 's1', 1, row());
    expect(checks.get('s1', 1)).toBeUndefined();
    checks.listening();
    expect(checks.get('s1', 1)).toBeUndefined();
    // a lookup begun before the loss is not kept after it either
    checks.keep(ticket, 's1', 1, row());
    expect(checks.get('s1', 1)).toBeUndefined();
  });

  it('uses a kept check for at most its age limit, and keeps at most its number', () => {
    let now = 1_000;
    const checks = listeningChecks({ maxMs: 500, maxEntries: 2, now: () => now });
    checks.keep(checks.ticket(), 's1', 1, row());
    now += 500;
    expect(checks.get('s1', 1)).toBeDefined();
    now += 1;
    expect(checks.get('s1', 1)).toBeUndefined();
    checks.keep(checks.ticket(), 's1', 1, row());
    checks.keep(checks.ticket(), 's2', 2, row());
    checks.keep(checks.ticket(), 's3', 3, row());
    expect(checks.get('s1', 1)).toBeUndefined();
    expect(checks.get('s2', 2)).toBeDefined();
    expect(checks.get('s3', 3)).toBeDefined();
    expect(checks.stats().kept).toBe(2);
  });
});
