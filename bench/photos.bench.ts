// Photos with thumbnails (issue 41 point 3, decision 115): 50 camera photos of about 4 MB (12 MP JPEGs
// with EXIF and GPS) uploaded to a real server's signed links, each checked, hashed, read for its EXIF
// and thumbnailed (320 px WebP) before its PUT answers; then the crew line's list of 50 with its
// thumbnails. Printed: the server's RSS before, the kernel's peak during the run (VmHWM) and after,
// against the goal of a peak <= 300 MB; the time; the list's and its thumbnails' weight.
// Each round runs on a fresh server (measured-server.ts, its own process, with the `serve` script's node
// flags, on a database migrated before it starts as `npm run migrate` does; BENCH_SERVER_MIGRATES=1:
// the server migrates a fresh embedded database itself, as a checkout's first `npm run serve`). Round 1: the phones send BENCH_PHOTO_CLIENTS at a time (8, the default UPLOADS_MAX_CONCURRENT)
// and retry a 503 after a second. Round 2: all 50 at once with UPLOADS_MAX_CONCURRENT=50, so that
// every photo is received together and only the thumbnail turn (photo-file.ts) bounds the decoding.
//   BENCH_PHOTOS=50 BENCH_PHOTO_MB=4 BENCH_PHOTO_CLIENTS=8 BENCH_PHOTO_ROUNDS=8,50
import sharp from 'sharp';
import { createPhotoUploadCall, createPhotoUploadResponse, crewLinePhotosCall, callUrl } from '@vp/contracts';
import { mb } from './bench-server.ts';
import { forkMeasuredServer, stopMeasuredServerHost } from './measured-server-host.ts';
import { cameraExif } from '../apps/server/test/fixtures/photos.ts';

const count = Number(process.env.BENCH_PHOTOS ?? 50);
const targetMb = Number(process.env.BENCH_PHOTO_MB ?? 4);
const clients = Number(process.env.BENCH_PHOTO_CLIENTS ?? 8);
const rounds = (process.env.BENCH_PHOTO_ROUNDS ?? '8,50').split(',').map(Number);

/** A 12 MP camera JPEG of about `targetMb` (noise compresses as badly as a real scene's detail). */
async function cameraPhoto(): Promise<Buffer> {
  let quality = 95;
  for (;;) {
    const bytes = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#7a6a50',
        noise: { type: 'gaussian', mean: 110, sigma: 18 },
      },
    })
      .jpeg({ quality })
      .withExif(cameraExif())
      .toBuffer();
    if (bytes.length <= targetMb * 1024 * 1024 * 1.05 || quality <= 30) return bytes;
    quality -= 5;
  }
}

// copied into a Buffer of its own ArrayBuffer, as fetch's body type wants
const photo = Buffer.from(await cameraPhoto());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function round(cap: number) {
  const server = await forkMeasuredServer({
    vendorName: 'Photo Bench Co',
    env: { UPLOADS_MAX_CONCURRENT: String(cap) },
  });
  const auth = { authorization: `Bearer ${server.vendor.token}` };
  const before = await server.resetPeak();
  const start = performance.now();
  let busy = 0;
  const failures: string[] = [];
  const one = async (i: number) => {
    const res = await fetch(server.url + createPhotoUploadCall.path, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        ocdId: server.vendor.ocdId,
        kind: i % 2 ? 'after' : 'before',
        fileName: `IMG_${i}.jpg`,
        fileSize: photo.length,
        deviceSentAt: new Date().toISOString(),
      }),
    });
    if (res.status !== 200) throw new Error(`link answered ${res.status}: ${await res.text()}`);
    const link = createPhotoUploadResponse.parse(await res.json());
    for (;;) {
      const put = await fetch(new URL(link.url, server.url), {
        method: 'PUT',
        body: photo,
        headers: { 'content-type': link.contentType },
      });
      const text = await put.text();
      if (put.status === 503) {
        busy++;
        await sleep(1000);
        continue;
      }
      if (put.status !== 200) failures.push(`${put.status} ${text}`);
      return;
    }
  };
  const senders = Math.min(cap === 8 ? clients : count, count);
  let next = 0;
  await Promise.all(
    Array.from({ length: senders }, async () => {
      while (next < count) await one(next++);
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const listed = await fetch(
    server.url + callUrl(crewLinePhotosCall, { params: { ocdId: server.vendor.ocdId } }),
    {
      headers: auth,
    },
  );
  const listBody = await listed.text();
  const items = (JSON.parse(listBody) as { items: Array<{ thumbnailUrl: string }> }).items;
  let thumbBytes = 0;
  for (const item of items)
    thumbBytes += (await (await fetch(new URL(item.thumbnailUrl, server.url))).arrayBuffer()).byteLength;
  const after = await server.memory();
  console.log(
    `${count} photos of ${mb(photo.length)} (12 MP JPEG), ${senders} sent at a time, UPLOADS_MAX_CONCURRENT=${server.maxConcurrent}` +
      `${server.migratedAtStart ? ', the server migrated its database at start' : ''}:` +
      ` ${items.length} stored with thumbnails${failures.length ? `, ${failures.length} failed (${failures[0]})` : ''}, ${busy} busy answers retried;` +
      ` ${seconds.toFixed(1)} s (${(seconds / count).toFixed(2)} s a photo); server RSS ${mb(before.rss)} before,` +
      ` peak ${mb(after.peak)} (goal: <= 300 MB), ${mb(after.rss)} after;` +
      ` the list of ${items.length}: ${(listBody.length / 1024).toFixed(0)} KB of JSON + ${(thumbBytes / 1024).toFixed(0)} KB of thumbnails` +
      ` (${(thumbBytes / Math.max(1, items.length) / 1024).toFixed(1)} KB each)`,
  );
  await server.stop();
}

for (const cap of rounds) await round(cap);
await stopMeasuredServerHost();
