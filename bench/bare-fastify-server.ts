// The framework's limit for list-throughput.bench.ts: a bare Fastify route that answers a JSON text
// held in memory (the demo vendor's all-orders answer, handed over by the benchmark), compressed by
// the real server's compression plugin with the same settings, and nothing else (no logger, no
// session, no database). It runs in a process of its own, as the API server under test does.
import Fastify from 'fastify';
import { registerCompression } from '../apps/server/src/platform/http/compression.ts';

const json = await new Promise<string>((resolve) => process.once('message', (m) => resolve(m as string)));
const app = Fastify({ logger: false });
await registerCompression(app);
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
// the same asks as work-orders-api-server.ts: its CPU time so far, or stop
process.on('message', (ask: { cmd: string }) => {
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  if (ask.cmd !== 'stop') process.send!({ cpuMs });
  else void app.close().then(() => process.send!({ cpuMs }, () => process.exit(0)));
});
process.send!({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
