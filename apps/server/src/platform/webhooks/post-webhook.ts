// One HTTP POST of a webhook message (decision 056): signed per the Standard Webhooks specification
// (`standardwebhooks`: webhook-id, webhook-timestamp, webhook-signature), through node:http(s) so
// that the socket connects only to an address the URL guard allows, with a time limit, no redirects
// followed, and only a short excerpt of the answer kept.
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { guardedLookup, webhookUrlProblem } from './url-guard.ts';

export const RESPONSE_EXCERPT_CHARS = 500;
const READ_LIMIT_BYTES = 4096;

export type PostResult = {
  succeeded: boolean;
  /** null: no answer came */
  status: number | null;
  latencyMs: number;
  error: string | null;
  excerpt: string | null;
};

export type WebhookMessage = { id: string; timestamp: Date; body: string };

/** The three headers of a signed message. */
export function signedHeaders(secret: string, message: WebhookMessage): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(message.id, message.timestamp, message.body),
  };
}

export async function postWebhook(
  url: string,
  secret: string,
  message: WebhookMessage,
  options: { timeoutMs: number; allowLocalHttp: boolean },
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = webhookUrlProblem(url, options.allowLocalHttp);
  if (problem) return { succeeded: false, status: null, latencyMs: 0, error: problem, excerpt: null };
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const done = (result: Omit<PostResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowLocalHttp),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(message.body),
          'user-agent': 'vendor-portal-webhooks/1',
          ...signedHeaders(secret, message),
        },
      },
      (response) => {
        const status = response.statusCode ?? null;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
          const succeeded = status !== null && status >= 200 && status < 300;
          done({
            succeeded,
            status,
            error: succeeded ? null : `the receiver answered ${status ?? 'nothing'}`,
            excerpt: text === '' ? null : text,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_LIMIT_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      done({
        succeeded: false,
        status: null,
        error: `no answer within ${options.timeoutMs} ms`,
        excerpt: null,
      });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({
        succeeded: false,
        status: null,
        error: (err.code ? `${err.code}: ` : '') + err.message,
        excerpt: null,
      }),
    );
    request.end(message.body);
  });
}
