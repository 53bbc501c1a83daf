// The live delivery of messages to open pages (issue 41 point 5, decision 116), one per server process.
// Every message inserted sends a NOTIFY at its commit (migration 0053's trigger), whichever process or
// script wrote it; the process LISTENs on its own connection (listen.ts) only while some page here has
// a stream open, loads each notified message once, and hands it to the streams of that crew line.
// While the LISTEN is down a notification may be missed, so every stream is ended then: its client
// reconnects with Last-Event-ID and the catch-up query gives it what it missed.
import { keepListening, type Listening } from '../../platform/db/listen.ts';
import type { Db } from '../../platform/db/database.ts';
import { LISTEN_HEARTBEAT_MS } from '../../platform/http/kept-session-checks.ts';
import { messageById, type StoredMessage } from './order-messages.repository.ts';

export const ORDER_MESSAGES_CHANNEL = 'vp_order_messages';

type Subscriber = {
  /** null: every message of the crew line (the company); else only those written with the vendor */
  vendorId: number | null;
  deliver(message: StoredMessage): void;
  lost(): void;
};

export type LiveMessages = {
  /** resolves true once notifications arrive (false after `waitMs` without): subscribe only then */
  ready(waitMs: number): Promise<boolean>;
  subscribe(ocdId: number, subscriber: Subscriber): () => void;
  /** open streams, for the benchmark and /metrics */
  streams(): number;
  stop(): Promise<void>;
};

export function createLiveMessages(
  db: Db,
  load: (id: number) => Promise<StoredMessage | undefined>,
): LiveMessages {
  const byLine = new Map<number, Set<Subscriber>>();
  let listening: Listening | undefined;
  let isListening = false;
  let waiters: (() => void)[] = [];
  let count = 0;

  const onNotification = (payload: string) => {
    const [line, id] = payload.split(':').map(Number) as [number, number];
    if (!byLine.has(line)) return;
    load(id).then(
      (message) => {
        if (!message) return;
        for (const subscriber of byLine.get(line) ?? []) {
          if (subscriber.vendorId === null || subscriber.vendorId === message.vendorId)
            subscriber.deliver(message);
        }
      },
      // a failed load: the streams of the line end, and their clients catch up on reconnecting
      () => {
        for (const subscriber of byLine.get(line) ?? []) subscriber.lost();
      },
    );
  };

  const start = () => {
    listening ??= keepListening(db, ORDER_MESSAGES_CHANNEL, {
      applicationName: 'vendor-portal-messages',
      onNotification,
      onListening: () => {
        isListening = true;
        for (const wake of waiters.splice(0)) wake();
      },
      onLost: () => {
        isListening = false;
        for (const subscribers of byLine.values()) for (const subscriber of subscribers) subscriber.lost();
      },
      heartbeatMs: LISTEN_HEARTBEAT_MS,
    });
  };

  return {
    ready(waitMs) {
      start();
      if (isListening) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, waitMs);
        waiters.push(wake);
      });
    },
    subscribe(ocdId, subscriber) {
      let subscribers = byLine.get(ocdId);
      if (!subscribers) byLine.set(ocdId, (subscribers = new Set()));
      subscribers.add(subscriber);
      count++;
      return () => {
        if (!subscribers.delete(subscriber)) return;
        count--;
        if (subscribers.size === 0) byLine.delete(ocdId);
      };
    },
    streams: () => count,
    async stop() {
      for (const subscribers of byLine.values()) for (const subscriber of subscribers) subscriber.lost();
      byLine.clear();
      await listening?.stop();
      listening = undefined;
      isListening = false;
    },
  };
}

/** The process's live messages, each notified message loaded through the repository. */
export const liveOrderMessages = (db: Db): LiveMessages =>
  createLiveMessages(db, (id) => messageById(db, id));
