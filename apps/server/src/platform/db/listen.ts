// A LISTEN held for the process's life, on a connection of its own: a request's pool connection is
// never held by it (with a pool of a few connections, one taken for good would be felt). Lost, it is
// opened again after `retryMs`. Whoever relies on its notifications is told when it starts listening
// and when it is lost, so that it can stop relying on them meanwhile (what was sent while nobody
// listened is gone: PostgreSQL keeps a notification only for the sessions listening at its commit).
import pg from 'pg';
import { poolOf, type Db } from './database.ts';

export type ListenHandlers = {
  /** names the connection in pg_stat_activity */
  applicationName: string;
  onNotification(payload: string): void;
  /** listening (again): notifications from here on arrive */
  onListening?(): void;
  /** the connection is lost (or failed to open): notifications may be missed until onListening */
  onLost?(): void;
  retryMs?: number;
  /**
   * A query on the connection this often; unanswered within as long, the connection counts as lost.
   * Without it a connection cut silently (no reset ever arrives) would be trusted until TCP gives up.
   */
  heartbeatMs?: number;
};

export type Listening = { stop(): Promise<void> };

export function keepListening(db: Db, channel: string, handlers: ListenHandlers): Listening {
  const retryMs = handlers.retryMs ?? 1000;
  let stopped = false;
  let listener: pg.Client | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;

  const scheduleListen = () => {
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      void listen();
    }, retryMs);
  };
  const listen = async () => {
    const client = new pg.Client({ ...poolOf(db).options, application_name: handlers.applicationName });
    let lost = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const lose = () => {
      if (lost) return;
      lost = true;
      clearInterval(heartbeat);
      if (listener === client) listener = undefined;
      handlers.onLost?.();
      scheduleListen();
    };
    client.on('notification', (message) => handlers.onNotification(message.payload ?? ''));
    // an error is followed by 'end'; either way nothing more arrives on this connection
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (stopped || lost) {
        await client.end().catch(() => undefined);
        return;
      }
      listener = client;
      handlers.onListening?.();
      if (handlers.heartbeatMs) heartbeat = startHeartbeat(client, handlers.heartbeatMs, lose);
    } catch {
      await client.end().catch(() => undefined);
      lose();
    }
  };

  void listen();
  return {
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

function startHeartbeat(client: pg.Client, everyMs: number, lose: () => void) {
  const beat = setInterval(() => {
    const late = setTimeout(() => {
      lose();
      // a silent connection may never answer the goodbye either: not waited for
      void client.end().catch(() => undefined);
    }, everyMs);
    client.query('select 1').then(
      () => clearTimeout(late),
      () => {
        clearTimeout(late);
        lose();
      },
    );
  }, everyMs);
  beat.unref();
  return beat;
}
