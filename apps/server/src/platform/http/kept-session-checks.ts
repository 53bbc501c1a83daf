// A vendor session's check, kept while nothing has changed it, when SESSION_CHECKS_KEPT is on (decision
// 088; off, requireSession asks the database every time). requireSession looked up
// the session, its user and its vendor for every call: a round trip to PostgreSQL per request, about a
// third of all the queries of the many-vendor load. A valid session's row is now kept in the process,
// and dropped when PostgreSQL says it may have changed: triggers send a NOTIFY at the commit of
// whatever ends a session's validity (migration 0036), and every process LISTENs. So logout,
// refresh-token reuse, a password change, a user disabled or moved and a vendor made inactive end ID
// tokens in every process, whichever path wrote the change, once the process has read the
// notification: milliseconds after the commit, longer on a loaded machine (hence the setting).
//
// Nothing is kept, or used, while the LISTEN connection is down (a notification sent meanwhile would
// be missed): the checks go to the database as before until it listens again, and then start empty.
// A lookup that a notification overtook is not kept (it may have read the row before the change). A
// kept row is used for at most KEPT_SESSION_MAX_MS, in case a notification were ever lost without its
// connection; its expiry is checked at each use, as before. A connection cut silently (no reset ever
// arrives) is noticed by a heartbeat query within 2 x LISTEN_HEARTBEAT_MS.
import type { Db } from '../db/database.ts';
import { keepListening, type Listening } from '../db/listen.ts';

export const SESSION_CHANGES_CHANNEL = 'vp_session_changes';
export const KEPT_SESSION_MAX_MS = 60_000;
/** how soon a LISTEN connection cut without a word is noticed (listen.ts): twice this at most */
export const LISTEN_HEARTBEAT_MS = 5_000;
/** a bound on memory: ~200 bytes each; past it the oldest kept check goes */
export const KEPT_SESSION_MAX_ENTRIES = 20_000;

/**
 * What requireSession reads of a session: the session, its user and the user's vendor, and what the
 * user's roles grant (a change of either also notifies, migration 0044).
 */
export type SessionRow = {
  status: string;
  permissions: string[];
  vendor_id: number;
  vendor_status: string;
  revoked_at: Date | null;
  expires_at: Date;
};

type Kept = { userId: number; row: SessionRow; keptAt: number };

export type KeptSessionChecks = {
  /** the kept row of the session, if it is kept for this user and still trusted */
  get(sessionId: string, userId: number): SessionRow | undefined;
  /** taken before a lookup: its answer is kept only if nothing changed while it ran */
  ticket(): number;
  keep(ticket: number, sessionId: string, userId: number, row: SessionRow): void;
  /** a notification's payload: `s<session id>`, `u<user id>` or `v<vendor id>` (migration 0036) */
  changed(payload: string): void;
  listening(): void;
  lost(): void;
  /** calls answered from a kept row, all calls that asked, and whether it listens (GET /metrics) */
  stats(): { hits: number; asked: number; kept: number; listening: boolean };
};

export function keptSessionChecks(
  options: { maxMs?: number; maxEntries?: number; now?: () => number } = {},
): KeptSessionChecks {
  const maxMs = options.maxMs ?? KEPT_SESSION_MAX_MS;
  const maxEntries = options.maxEntries ?? KEPT_SESSION_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  let trusted = false;
  // moves on with every notification and every start or loss of the LISTEN
  let changes = 0;
  let hits = 0;
  let asked = 0;

  const forgetWhere = (match: (entry: Kept) => boolean) => {
    for (const [sessionId, entry] of kept) if (match(entry)) kept.delete(sessionId);
  };

  return {
    get(sessionId, userId) {
      asked++;
      if (!trusted) return undefined;
      const entry = kept.get(sessionId);
      if (!entry || entry.userId !== userId) return undefined;
      if (now() - entry.keptAt > maxMs) {
        kept.delete(sessionId);
        return undefined;
      }
      hits++;
      return entry.row;
    },
    ticket: () => changes,
    keep(ticket, sessionId, userId, row) {
      if (!trusted || ticket !== changes) return;
      if (kept.size >= maxEntries && !kept.has(sessionId)) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(sessionId, { userId, row, keptAt: now() });
    },
    changed(payload) {
      changes++;
      const kind = payload[0];
      const id = payload.slice(1);
      if (kind === 's') kept.delete(id);
      else if (kind === 'u') forgetWhere((entry) => String(entry.userId) === id);
      else if (kind === 'v') forgetWhere((entry) => String(entry.row.vendor_id) === id);
      // a payload this version does not know: trust nothing kept
      else kept.clear();
    },
    listening() {
      changes++;
      kept.clear();
      trusted = true;
    },
    lost() {
      changes++;
      kept.clear();
      trusted = false;
    },
    stats: () => ({ hits, asked, kept: kept.size, listening: trusted }),
  };
}

/** The process's kept checks, fed by its LISTEN on the session changes until stop(). */
export function listenForSessionChanges(db: Db): { checks: KeptSessionChecks; listening: Listening } {
  const checks = keptSessionChecks();
  const listening = keepListening(db, SESSION_CHANGES_CHANNEL, {
    applicationName: 'vendor-portal-sessions',
    onNotification: (payload) => checks.changed(payload),
    onListening: () => checks.listening(),
    onLost: () => checks.lost(),
    heartbeatMs: LISTEN_HEARTBEAT_MS,
  });
  return { checks, listening };
}
