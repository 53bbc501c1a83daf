// Messages reaching open pages (issue 41 point 5's benchmark, decision 116): 200 open pages, 100 crew
// lines each open on the vendor's side (its bearer token) and in the console (its cookie), each a real
// HTTP server-sent events stream on the real server; messages are posted through the real calls at a
// steady rate, alternately by the company (the vendor's page must get it) and by the vendor (the
// console's page must get it), each on a random crew line. The latency of one message is from its
// POST being sent to the other side's stream handing it over: the request, the transaction, the
// NOTIFY at commit, the LISTEN's load and the stream's write. p50/p99 are printed beside the goal
// (p99 <= 1 s). The stream clients run in this process beside the server (one machine, as on a
// small deploy); the figure is conservative for that.
//
// MESSAGES_BENCH_PAGES (200), MESSAGES_BENCH_RATE (20 messages/s), MESSAGES_BENCH_SECONDS (20);
// MESSAGES_BENCH_APPS=2: the pages' streams on a second app (its own pool, LISTEN and port) on the
// same database, the posts on the first, so every message crosses by PostgreSQL's NOTIFY.
import { performance } from 'node:perf_hooks';
import {
  callUrl,
  orderMessagesStreamCall,
  postOrderMessageCall,
  staffOrderMessagesStreamCall,
  staffPostOrderMessageCall,
  type OrderMessage,
} from '@vp/contracts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { openEventStream, type OpenStream } from '../apps/server/test/event-stream.ts';
import {
  addTestOrder,
  createUser,
  createVendor,
  type TestOrder,
} from '../apps/server/test/fixtures/index.ts';
import { staffSession } from '../apps/server/test/staff-client.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { createDb } from '../apps/server/src/platform/db/database.ts';
import { startBenchServer, databaseUrlOf } from './bench-server.ts';

const PAGES = Number(process.env.MESSAGES_BENCH_PAGES ?? 200);
const RATE = Number(process.env.MESSAGES_BENCH_RATE ?? 20);
const SECONDS = Number(process.env.MESSAGES_BENCH_SECONDS ?? 20);
const GOAL_P99_MS = 1000;
const LINES = Math.ceil(PAGES / 2);
const APPS = Number(process.env.MESSAGES_BENCH_APPS ?? 1);

const server = await startBenchServer();
const { db, tokens } = server.runtime;
// the second app, when asked: what a second server process shares with the first is the database
const secondDb =
  APPS > 1 ? createDb({ ...server.runtime.config.db, url: databaseUrlOf(server.runtime) }) : undefined;
const second = secondDb
  ? await buildApp({
      ...server.runtime,
      db: secondDb,
      config: { ...server.runtime.config, logLevel: 'warn' },
    })
  : undefined;
let streamsUrl = server.url;
if (second) {
  await second.listen({ host: '127.0.0.1', port: 0 });
  const address = second.server.address();
  streamsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
try {
  const vendor = await createVendor(db, 'Messages Bench Co');
  const user = await createUser(db, vendor.vendorId, ['Office']);
  const vendorToken = (await openSession({ db, tokens }, user)).idToken;
  const staff = await staffSession({ db }, 'vendor_manager');
  const lines: TestOrder[] = [];
  for (let i = 0; i < LINES; i++) lines.push(await addTestOrder(db, vendor.vendorId));

  // message id -> when its POST was sent; the side that must receive it
  const sentAt = new Map<number, { at: number; to: 'vendor' | 'company' }>();
  const early = new Map<number, number>();
  const latencies: number[] = [];
  const onEvent = (side: 'vendor' | 'company', message: OrderMessage) => {
    const now = performance.now();
    const sent = sentAt.get(message.id);
    if (sent === undefined) {
      // the stream was quicker than the POST's answer: kept until the answer names the id
      if (!early.has(message.id)) early.set(message.id, now);
      return;
    }
    if (sent.to === side) latencies.push(now - sent.at);
  };
  const follow = async (stream: OpenStream, side: 'vendor' | 'company') => {
    for (;;) {
      const event = await stream.next();
      if (event === null) return;
      if (event.event === 'message') onEvent(side, JSON.parse(event.data) as OrderMessage);
    }
  };

  const streams: OpenStream[] = [];
  for (const line of lines) {
    const vendorPage = await openEventStream(
      streamsUrl + callUrl(orderMessagesStreamCall, { params: { id: line.ocdId } }),
      { authorization: `Bearer ${vendorToken}` },
    );
    const consolePage = await openEventStream(
      streamsUrl + callUrl(staffOrderMessagesStreamCall, { params: { ocdId: line.ocdId } }),
      { cookie: staff.cookie },
    );
    if (vendorPage.status !== 200 || consolePage.status !== 200) {
      throw new Error(`a stream answered ${vendorPage.status}/${consolePage.status}`);
    }
    streams.push(vendorPage, consolePage);
    void follow(vendorPage, 'vendor');
    void follow(consolePage, 'company');
  }
  console.log(
    `${streams.length} open pages (${LINES} crew lines, each on the vendor's page and the console's)` +
      (second ? ', on a second app on the same database: every message crosses by NOTIFY' : ''),
  );

  const post = async (n: number) => {
    const line = lines[Math.floor(Math.random() * lines.length)]!;
    const byCompany = n % 2 === 0;
    const call = byCompany ? staffPostOrderMessageCall : postOrderMessageCall;
    const url =
      server.url +
      callUrl(call, byCompany ? { params: { ocdId: line.ocdId } } : { params: { id: line.ocdId } });
    const at = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(byCompany
          ? { cookie: staff.cookie, origin: server.url }
          : { authorization: `Bearer ${vendorToken}` }),
      },
      body: JSON.stringify({ body: `Message ${n}: the part arrives tomorrow morning.` }),
    });
    if (res.status !== 200) throw new Error(`post answered ${res.status}: ${await res.text()}`);
    const { message } = (await res.json()) as { message: OrderMessage };
    const to = byCompany ? 'vendor' : 'company';
    sentAt.set(message.id, { at, to });
    const arrived = early.get(message.id);
    if (arrived !== undefined) {
      early.delete(message.id);
      latencies.push(arrived - at);
    }
  };

  const total = RATE * SECONDS;
  const posts: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(post(n));
  }
  await Promise.all(posts);
  // the last ones' deliveries
  const deadline = performance.now() + 5000;
  while (latencies.length < total && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));

  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  console.log(
    `${total} messages at ${RATE}/s for ${SECONDS} s, half by each side; ${latencies.length} delivered to the other side`,
  );
  console.log(`delivery latency: p50 ${ms(pct(50))}, p99 ${ms(pct(99))}, max ${ms(sorted.at(-1) ?? NaN)}`);
  console.log(
    `  goal: p99 <= ${GOAL_P99_MS} ms with ${PAGES} open pages: ${pct(99) <= GOAL_P99_MS ? 'met' : 'NOT met'}`,
  );
  if (latencies.length < total)
    console.log(`  ${total - latencies.length} messages were not delivered within 5 s`);
  for (const stream of streams) stream.close();
} finally {
  await second?.close();
  await secondDb?.destroy();
  await server.stop();
}
