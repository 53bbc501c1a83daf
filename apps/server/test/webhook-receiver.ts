// A company's webhook receiver on loopback for tests and the benchmark (decision 056): node:http,
// every request verified with the Standard Webhooks verifier (`standardwebhooks`) against the secret
// registered for its path. A path can be told to answer some statuses first (failures), to wait, or to
// never answer (hang); the requests in flight per path are counted, with the most at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type Receipt = {
  path: string;
  /** the webhook-id header: the event's id */
  id: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> & { id: string; type: string } };
  verified: boolean;
  status: number;
  at: number;
};

export type WebhookReceiver = {
  url: string;
  receipts: Receipt[];
  /** registers a path's secret; `answers` are the statuses of its first requests, then 200 */
  route(path: string, secret: string, answers?: number[]): void;
  /** every later request to the path waits this long before its answer */
  delay(path: string, ms: number): void;
  /** every later request to the path is never answered (until `route` registers the path again) */
  hang(path: string): void;
  /** the requests to the path so far, those in flight now and the most in flight at once */
  load(path: string): { requests: number; inFlight: number; maxInFlight: number };
  /** resolves once `predicate` holds over the receipts (polls) */
  until(predicate: (receipts: Receipt[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receipts: Receipt[] = [];
  const routes = new Map<string, { webhook: Webhook; answers: number[]; delayMs: number; hang: boolean }>();
  const loads = new Map<string, { requests: number; inFlight: number; maxInFlight: number }>();
  const loadOf = (path: string) => {
    let load = loads.get(path);
    if (!load) loads.set(path, (load = { requests: 0, inFlight: 0, maxInFlight: 0 }));
    return load;
  };
  const server = http.createServer((req, res) => {
    const load = loadOf(req.url ?? '/');
    load.requests++;
    load.inFlight++;
    load.maxInFlight = Math.max(load.maxInFlight, load.inFlight);
    // answered, or given up by the sender (a time-out): no longer in flight
    res.once('close', () => load.inFlight--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const route = routes.get(path);
      let verified = false;
      try {
        route?.webhook.verify(text, req.headers as Record<string, string>);
        verified = route !== undefined;
      } catch {
        verified = false;
      }
      const status = route?.answers.shift() ?? (route ? 200 : 404);
      const answer = () => {
        receipts.push({
          path,
          id: String(req.headers['webhook-id']),
          body: JSON.parse(text) as Receipt['body'],
          verified,
          status,
          at: performance.now(),
        });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : 'not now');
      };
      if (route?.hang) return;
      if (route && route.delayMs > 0) setTimeout(answer, route.delayMs);
      else answer();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    receipts,
    route(path, secret, answers = []) {
      routes.set(path, { webhook: new Webhook(secret), answers: [...answers], delayMs: 0, hang: false });
    },
    delay(path, ms) {
      const route = routes.get(path);
      if (route) route.delayMs = ms;
    },
    hang(path) {
      const route = routes.get(path);
      if (route) route.hang = true;
    },
    load: (path) => ({ ...loadOf(path) }),
    async until(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receipts)) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
