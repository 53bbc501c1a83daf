// Photos with the S3 store (s3rver on loopback, through the real AWS SDK): the phone's PUT goes straight
// to the bucket, so the crew line's list claims the finished upload, checks it, makes its thumbnail in
// the bucket and records its event, as the document lists do (decision 115).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crewLinePhotosCall, crewLinePhotosResponse } from '@vp/contracts';
import { startLocalS3, type LocalS3 } from '../../../test/fixtures/s3.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { addTestOrder, cameraExif, makeJpeg, makePng, uploadPhoto } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';

let s3: LocalS3 | undefined;
let server: TestServer;

beforeAll(async () => {
  s3 = await startLocalS3('portal-photos-test');
  server = await startTestServer({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0', ...s3.env } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

it('the list claims a finished upload: thumbnail in the bucket, evidence, event; a false one is refused', async () => {
  const me = await server.signIn();
  const order = await addTestOrder(server.db, me.vendorId);
  const photo = await uploadPhoto(server, me, order.ocdId, await makeJpeg(cameraExif()));
  expect(photo.put.status).toBe(200);
  // PNG bytes behind a JPEG's name: S3 takes them, the claim refuses them
  const fake = await uploadPhoto(server, me, order.ocdId, await makePng(), { fileName: 'fake.jpg' });
  expect(fake.put.status).toBe(200);

  const res = await server.call(crewLinePhotosCall, { params: { ocdId: order.ocdId } }, { as: me });
  expect(res.status).toBe(200);
  const { items } = crewLinePhotosResponse.parse(res.json);
  expect(items).toHaveLength(1);
  expect(items[0]!.evidence.exif.present).toBe(true);
  expect(items[0]!.evidence.position).not.toBeNull();
  const thumb = await fetch(items[0]!.thumbnailUrl);
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get('content-type')).toBe('image/webp');
  const events = await eventsOf(server.db, me.vendorId);
  expect(events.filter((e) => e.type === 'work-order.photo-added')).toHaveLength(1);
  const refused = await server.db
    .selectFrom('order_photos')
    .select('failed_reason')
    .where('id', '=', fake.link.photoId)
    .executeTakeFirstOrThrow();
  expect(refused.failed_reason).toMatch(/not the image its name says/);
});
