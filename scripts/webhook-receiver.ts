// npm run webhook-receiver -- --secret whsec_... [--port 4000]: the tiny webhook receiver of the
// README's "Connecting your systems" (issue 17 point 7). It is what a company's own endpoint must do,
// in one file to copy: verify every POST with the Standard Webhooks verifier and the subscription's
// secret (401 when the signature, or a timestamp more than 5 minutes off, does not hold), answer 2xx
// at once, and act on each event once: deliveries are at least once, so it dedupes by webhook-id,
// which is the event's id. Each event it accepts is printed as one JSON line.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { Webhook } from 'standardwebhooks';

const { values } = parseArgs({
  options: {
    secret: { type: 'string', default: process.env.WEBHOOK_SECRET },
    port: { type: 'string', default: '4000' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!values.secret) {
  console.error(
    'Usage: npm run webhook-receiver -- --secret whsec_... [--port 4000] (or WEBHOOK_SECRET=...)',
  );
  process.exit(2);
}
const webhook = new Webhook(values.secret);
// a real receiver keeps these in its database, in the transaction that acts on the event
const seen = new Set<string>();

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    let event: { type: string; timestamp: string; data: unknown };
    try {
      // verify the raw body as it arrived: re-serialised JSON would not match the signature
      event = webhook.verify(body, req.headers as Record<string, string>) as typeof event;
    } catch {
      res.writeHead(401).end('bad signature');
      return;
    }
    const id = String(req.headers['webhook-id']);
    res.writeHead(204).end();
    if (seen.has(id)) return;
    seen.add(id);
    console.log(JSON.stringify({ id, type: event.type, timestamp: event.timestamp, data: event.data }));
  });
});
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.error(`Webhook receiver listening on http://${values.host}:${port}/ (Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
