// Document uploads at once (issue 14.8): 20 uploads of 25 MB PUT at the same moment to the local
// store's signed URLs of a real server, and the server's memory: RSS before, the kernel's peak
// during the burst, and after. Goal: the peak stays under +100 MB over before. Each round runs on a
// fresh server (measured-server.ts, its own process, started with the `serve` script's node flags, on a
// database migrated before it starts; BENCH_SERVER_MIGRATES=1: migrated by it) with
// UPLOADS_MAX_CONCURRENT set for the round: 20 so that every upload is received at once (the
// memory of streaming), then the default, whose surplus answers 503.
//   BENCH_UPLOADS=20 BENCH_UPLOAD_MB=25 BENCH_UPLOAD_CAPS=20,8
import { createUploadUrlCall, createUploadUrlResponse } from '@vp/contracts';
import { mb } from './bench-server.ts';
import { forkMeasuredServer, stopMeasuredServerHost } from './measured-server-host.ts';
import { makePdf } from '../apps/server/test/fixtures/orders.ts';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const size = Number(process.env.BENCH_UPLOAD_MB ?? 25) * 1024 * 1024;
const caps = (process.env.BENCH_UPLOAD_CAPS ?? '20,8').split(',').map(Number);

// a real PDF padded to the size (the check reads its head; the limit is BLOB_MAX_BYTES, 25 MB)
const pdf = await makePdf();
const body = Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);

async function round(cap: number) {
  const server = await forkMeasuredServer({
    vendorName: 'Upload Bench Co',
    env: { UPLOADS_MAX_CONCURRENT: String(cap) },
  });
  const links = [];
  for (let i = 0; i < uploads; i++) {
    const res = await fetch(server.url + createUploadUrlCall.path, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.vendor.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        FileName: `bench-${i}.pdf`,
        Type: 'General',
        ContentType: 'application/pdf',
        FileExtension: 'pdf',
        OrdNum: server.vendor.ordNum,
        FileSize: body.length,
      }),
    });
    if (res.status !== 200) throw new Error(`pre-sign answered ${res.status}: ${await res.text()}`);
    links.push(createUploadUrlResponse.parse(await res.json()));
  }

  const before = await server.resetPeak();
  const start = performance.now();
  const statuses = await Promise.all(
    links.map(async (link) => {
      // the local store's links are relative to the portal (issue 15 point 2)
      const res = await fetch(new URL(link.url, server.url), {
        method: 'PUT',
        body,
        headers: { 'content-type': link.contentType },
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const after = await server.memory();
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const others = statuses.filter((s) => s !== 200 && s !== 503);
  console.log(
    `${uploads} uploads of ${mb(size)} at once, UPLOADS_MAX_CONCURRENT=${server.maxConcurrent}:` +
      ` ${count(200)} stored, ${count(503)} refused busy${others.length ? `, other answers ${others.join(' ')}` : ''};` +
      ` ${seconds.toFixed(1)} s; server RSS ${mb(before.rss)} before, peak ${mb(after.peak)}` +
      ` (+${mb(Math.max(0, after.peak - before.rss))}), ${mb(after.rss)} after (goal: peak under +100 MB)`,
  );
  await server.stop();
}

for (const cap of caps) await round(cap);
await stopMeasuredServerHost();
