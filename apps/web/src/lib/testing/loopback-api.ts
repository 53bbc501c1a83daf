// For web unit tests: a real HTTP server on loopback standing in for the API (Node's fetch in jsdom has
// no page origin to resolve '/api/...' against). Started before the file's tests with the API client
// pointed at it, closed after them. The handler gets the request's whole body as text, so that each
// test file says only what its stand-in answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { setApiBaseUrl } from '../api-url.ts';

export type LoopbackHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export type LoopbackApi = {
  /** `http://127.0.0.1:<port>`, known once the file's tests start. */
  readonly origin: string;
};

/**
 * Registers the file's beforeAll/afterAll that start and close the stand-in. `asApi: false` leaves the
 * API client's base alone (a test of another origin, such as a blob store's upload link).
 */
export function loopbackApi(handler: LoopbackHandler, { asApi = true } = {}): LoopbackApi {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => handler(req, res, body));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (asApi) setApiBaseUrl(origin);
  });
  afterAll(async () => {
    if (asApi) setApiBaseUrl('');
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return {
    get origin() {
      return origin;
    },
  };
}

/** An origin nobody listens on (a loopback port just closed), for a server that cannot be reached. */
export async function unreachableOrigin(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** Answers `status` with `body` as JSON. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
