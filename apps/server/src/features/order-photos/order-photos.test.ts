// Photos of a crew line's work (issue 41 point 3, decision 115) over real HTTP, PostgreSQL and the local
// blob store: real JPEGs with and without EXIF, an edited one, the thumbnail made and served, the
// refusals, the vendor and technician scoping, the removal rules, the provider's list and event, the
// console's list, the count completion will ask for and the sweep.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_CONTENT_MISMATCH,
  PHOTO_CREW_LINE_COMPLETED,
  PHOTO_HEIC_NOT_ACCEPTED,
  PHOTO_KIND_NOT_ACCEPTED,
  PHOTO_NOT_YOURS,
  createPhotoUploadCall,
  crewLinePhotosCall,
  crewLinePhotosResponse,
  deletePhotoCall,
  listWorkOrderPhotosCall,
  staffWorkOrderPhotosCall,
  type CreatePhotoUploadRequest,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  addTestOrder,
  cameraExif,
  exifLocalAt,
  editedExif,
  makeJpeg,
  makePng,
  signInUser,
  uploadPhoto,
  type SignedIn,
} from '../../../test/fixtures/index.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { eventsOf } from '../../../test/events.ts';
import { countCrewLinePhotos } from '../../domain/photo-evidence/crew-line-photos.repository.ts';
import { sweepPhotoUploads } from './order-photo-uploads.ts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
let office: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  office = await signInUser(server);
  other = await signInUser(server);
});

const list = async (ocdId: number, as: { token: string } = office) => {
  const res = await server.call(crewLinePhotosCall, { params: { ocdId } }, { as });
  return {
    status: res.status,
    body: res.status === 200 ? crewLinePhotosResponse.parse(res.json) : null,
    json: res.json,
  };
};

/** Step 1 of a photo of the crew line, asked by `as`: its upload link (a.jpg, before, unless `body` says). */
const uploadLink = (
  ocdId: number,
  body: Partial<CreatePhotoUploadRequest> = {},
  as: { token: string } = office,
) =>
  server.call(createPhotoUploadCall, { body: { ocdId, kind: 'before', fileName: 'a.jpg', ...body } }, { as });

describe('a camera photo', () => {
  it('is stored with its hash, times, EXIF and GPS, a 320 px WebP thumbnail and its event', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    // taken an hour ago at -05:00, by the camera's clock
    const takenAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 3600_000);
    const bytes = await makeJpeg(cameraExif(exifLocalAt(takenAt), '-05:00'), 1600, 1200);
    const sentAt = new Date(Date.now() - 120_000).toISOString();
    const { put } = await uploadPhoto(server, office, order.ocdId, bytes, {
      kind: 'before',
      deviceSentAt: sentAt,
      deviceCapturedAt: new Date(Date.now() - 180_000).toISOString(),
    });
    expect(put.status).toBe(200);

    const { body } = await list(order.ocdId);
    expect(body!.locked).toBe(false);
    expect(body!.items).toHaveLength(1);
    const photo = body!.items[0]!;
    expect(photo).toMatchObject({
      kind: 'before',
      ocdId: order.ocdId,
      ordNum: order.ordNum,
      canDelete: true,
    });
    expect(photo.sizeBytes).toBe(bytes.length);
    const evidence = photo.evidence;
    expect(evidence.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(evidence.exif).toMatchObject({
      present: true,
      capturedAt: new Date(takenAt.getTime() - 5 * 3600_000).toISOString().slice(0, 19),
      offset: '-05:00',
    });
    expect(evidence.takenAt).toBe(takenAt.toISOString());
    expect(evidence.status).toBe('consistent');
    expect(evidence.takenAtSource).toBe('exif');
    expect(evidence.position!.latitude).toBeCloseTo(42.6526, 3);
    expect(evidence.position!.longitude).toBeCloseTo(-73.7562, 3);
    // the device clock was two minutes behind ours when it asked for the link
    expect(evidence.device.clockSkewSeconds).toBeGreaterThanOrEqual(119);
    expect(Date.parse(evidence.receivedAt)).toBeLessThanOrEqual(Date.now());
    // the stores have no position on file: said, not guessed
    expect(evidence.findings.map((f) => f.code)).toContain('store-position-unknown');
    expect(evidence.storeDistanceMeters).toBeNull();

    // the thumbnail through the same signed download: a WebP at most 320 px, far lighter than the photo
    const thumb = await fetch(new URL(photo.thumbnailUrl, server.url));
    expect(thumb.status).toBe(200);
    const thumbBytes = Buffer.from(await thumb.arrayBuffer());
    const meta = await sharp(thumbBytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width, meta.height)).toBe(320);
    expect(meta.exif).toBeUndefined();
    expect(thumbBytes.length).toBeLessThan(bytes.length);
    const original = await fetch(new URL(photo.photoUrl, server.url));
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);

    const events = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'work-order.photo-added',
    );
    expect(events.at(-1)).toMatchObject({
      actorKind: 'vendor-user',
      actorId: office.userId,
      subject: { ordNum: order.ordNum, ocdId: order.ocdId, photoId: photo.id },
      data: { kind: 'before', sha256: evidence.sha256, sizeBytes: bytes.length },
    });
    expect(await countCrewLinePhotos(server.db, order.ocdId)).toEqual({ before: 1, after: 0, other: 0 });
  });

  it("is measured from the store's position when the company gave one (decision 117)", async () => {
    const near = await addTestOrder(server.db, office.vendorId);
    const far = await addTestOrder(server.db, office.vendorId);
    const place = async (ordNum: number, latitude: number, longitude: number) => {
      const { location_id } = await server.db
        .selectFrom('orders')
        .select('location_id')
        .where('ord_num', '=', ordNum)
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable('locations')
        .set({ latitude, longitude })
        .where('id', '=', location_id)
        .execute();
    };
    // the camera's GPS is 42.6526 N 73.7562 W (Albany); the far store is in New York City
    await place(near.ordNum, 42.6527, -73.7563);
    await place(far.ordNum, 40.7484, -73.9857);
    for (const order of [near, far])
      await uploadPhoto(server, office, order.ocdId, await makeJpeg(cameraExif()), { kind: 'after' });
    const nearEvidence = (await list(near.ocdId)).body!.items[0]!.evidence;
    expect(nearEvidence.storeDistanceMeters).toBeLessThan(50);
    expect(nearEvidence.findings.map((f) => f.code)).toContain('near-store');
    const farEvidence = (await list(far.ocdId)).body!.items[0]!.evidence;
    expect(farEvidence.storeDistanceMeters).toBeGreaterThan(200_000);
    expect(farEvidence.findings.map((f) => f.code)).toContain('far-from-store');
  });

  it('without EXIF and as an editor saved it: kept, with evidence that says so', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    await uploadPhoto(server, office, order.ocdId, await makeJpeg(), { kind: 'after' });
    await uploadPhoto(server, office, order.ocdId, await makeJpeg(editedExif()), { kind: 'after' });
    const { body } = await list(order.ocdId);
    const [bare, edited] = body!.items;
    expect(bare!.evidence.status).toBe('review');
    expect(bare!.evidence.exif.present).toBe(false);
    expect(bare!.evidence.findings.map((f) => f.code)).toEqual(['no-exif']);
    expect(bare!.evidence.position).toBeNull();
    expect(edited!.evidence.status).toBe('review');
    expect(edited!.evidence.exif.software).toBe('Adobe Photoshop 25.0');
    expect(edited!.evidence.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['edited-with-software', 'modified-after-capture', 'gps']),
    );
    expect(await countCrewLinePhotos(server.db, order.ocdId)).toEqual({ before: 0, after: 2, other: 0 });
  });

  it('a PNG is accepted too', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const { put } = await uploadPhoto(server, office, order.ocdId, await makePng(), {
      fileName: 'shot.png',
      kind: 'other',
    });
    expect(put.status).toBe(200);
    expect((await list(order.ocdId)).body!.items[0]!.evidence.exif.present).toBe(false);
  });
});

describe('refusals', () => {
  it('HEIC with its own words, other kinds, bytes that are not the named image; nothing is kept', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const link = (fileName: string) => uploadLink(order.ocdId, { fileName });
    const heic = await link('IMG_0002.HEIC');
    expect(heic.status).toBe(415);
    expect(heic.json.message).toBe(PHOTO_HEIC_NOT_ACCEPTED);
    for (const name of ['notes.pdf', 'anim.gif', 'noextension']) {
      const res = await link(name);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(PHOTO_KIND_NOT_ACCEPTED);
    }
    const bad = await server.send(
      createPhotoUploadCall,
      { body: { ocdId: order.ocdId, kind: 'during', fileName: 'a.jpg' } },
      { as: office },
    );
    expect(bad.status).toBe(400);
    const wrongTime = await uploadLink(order.ocdId, { deviceSentAt: 'yesterday' });
    expect(wrongTime.status).toBe(400);

    // PNG bytes sent as a JPEG
    const { put, putBody } = await uploadPhoto(server, office, order.ocdId, await makePng(), {
      fileName: 'fake.jpg',
    });
    expect(put.status).toBe(415);
    expect(putBody!.message).toBe(PHOTO_CONTENT_MISMATCH);
    // JPEG magic numbers, then garbage: the decoder refuses it
    const broken = Buffer.concat([(await makeJpeg()).subarray(0, 200), Buffer.alloc(5000, 7)]);
    const second = await uploadPhoto(server, office, order.ocdId, broken);
    expect(second.put.status).toBe(415);
    expect((await list(order.ocdId)).body!.items).toEqual([]);
    expect(await countCrewLinePhotos(server.db, order.ocdId)).toEqual({ before: 0, after: 0, other: 0 });
  });
});

describe('twice and too big', () => {
  it('a second PUT to a used link is refused; two deletes at once delete once', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const bytes = await makeJpeg();
    const { link, put } = await uploadPhoto(server, office, order.ocdId, bytes);
    expect(put.status).toBe(200);
    const again = await fetch(new URL(link.url, server.url), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': link.contentType },
    });
    expect(again.status).toBe(409);
    expect((await list(order.ocdId)).body!.items).toHaveLength(1);
    const photoId = link.photoId;
    const answers = await Promise.all(
      [1, 2].map(() => server.call(deletePhotoCall, { params: { photoId } }, { as: office })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const removed = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'work-order.photo-removed' && (e.subject as { photoId: number }).photoId === photoId,
    );
    expect(removed).toHaveLength(1);
  });

  it('a size over the limit is refused at the link and at the PUT; an unknown crew line is 404', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const link = (body: Partial<CreatePhotoUploadRequest>) => uploadLink(order.ocdId, body);
    expect((await link({ fileSize: 26 * 1024 * 1024 })).status).toBe(413);
    expect((await link({ fileSize: 0 })).status).toBe(400);
    expect((await link({ ocdId: 2_000_000_000 })).status).toBe(404);
    expect((await link({ fileName: '\u202egpj.exe' })).status).toBe(400);
    const ok = await link({});
    const signed = ok.json as { url: string; contentType: string; maxBytes: number };
    const big = await fetch(new URL(signed.url, server.url), {
      method: 'PUT',
      body: Buffer.alloc(signed.maxBytes + 1, 1),
      headers: { 'content-type': signed.contentType },
    });
    expect(big.status).toBe(413);
    expect((await list(order.ocdId)).body!.items).toEqual([]);
  });
});

describe('who reaches what', () => {
  it('another vendor: 404 on the link, the list and the delete; no session: 401', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    await uploadPhoto(server, office, order.ocdId, await makeJpeg());
    const photoId = (await list(order.ocdId)).body!.items[0]!.id;
    expect((await uploadLink(order.ocdId, {}, other)).status).toBe(404);
    expect((await list(order.ocdId, other)).status).toBe(404);
    expect((await server.call(deletePhotoCall, { params: { photoId } }, { as: other })).status).toBe(404);
    expect((await server.call(crewLinePhotosCall, { params: { ocdId: order.ocdId } })).status).toBe(401);
    expect((await server.call(deletePhotoCall, { params: { photoId } })).status).toBe(401);
    expect((await list(order.ocdId)).body!.items).toHaveLength(1);
  });

  it('a technician reaches only assigned crew lines, and deletes only their own photos', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const tech = await signInUser(server, { vendorId: office.vendorId, roles: ['Technician'] });
    expect((await uploadLink(order.ocdId, {}, tech)).status).toBe(404);
    expect((await list(order.ocdId, tech)).status).toBe(404);
    await uploadPhoto(server, office, order.ocdId, await makeJpeg());
    const officePhoto = (await list(order.ocdId)).body!.items[0]!.id;
    expect(
      (await server.call(deletePhotoCall, { params: { photoId: officePhoto } }, { as: tech })).status,
    ).toBe(404);

    await server.db
      .insertInto('crew_line_assignments')
      .values({ ocd_id: order.ocdId, user_id: tech.userId, vendor_id: office.vendorId })
      .execute();
    const { put } = await uploadPhoto(server, tech, order.ocdId, await makeJpeg(cameraExif()), {
      kind: 'after',
    });
    expect(put.status).toBe(200);
    const seen = (await list(order.ocdId, tech)).body!.items;
    expect(seen.map((p) => [p.id === officePhoto, p.canDelete])).toEqual([
      [true, false],
      [false, true],
    ]);
    const refused = await server.call(deletePhotoCall, { params: { photoId: officePhoto } }, { as: tech });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(PHOTO_NOT_YOURS);
    const own = await server.call(deletePhotoCall, { params: { photoId: seen[1]!.id } }, { as: tech });
    expect(own.status).toBe(200);
  });
});

describe('removal', () => {
  it('deletes the photo and its thumbnail once; a Completed crew line keeps its photos', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    await uploadPhoto(server, office, order.ocdId, await makeJpeg());
    await uploadPhoto(server, office, order.ocdId, await makeJpeg(), { kind: 'after' });
    const [first, second] = (await list(order.ocdId)).body!.items;
    const removed = await server.call(deletePhotoCall, { params: { photoId: first!.id } }, { as: office });
    expect(removed.status).toBe(200);
    expect((await fetch(new URL(first!.thumbnailUrl, server.url))).status).toBe(404);
    // a second click finds nothing to delete
    expect(
      (await server.call(deletePhotoCall, { params: { photoId: first!.id } }, { as: office })).status,
    ).toBe(404);
    const removedEvents = (await eventsOf(server.db, office.vendorId)).filter(
      (e) => e.type === 'work-order.photo-removed',
    );
    expect(removedEvents.at(-1)).toMatchObject({ subject: { photoId: first!.id }, data: { kind: 'before' } });

    await server.db
      .updateTable('crew_details')
      .set({ status: 'Completed' })
      .where('ocd_id', '=', order.ocdId)
      .execute();
    const locked = await list(order.ocdId);
    expect(locked.body!.locked).toBe(true);
    expect(locked.body!.items.map((p) => p.canDelete)).toEqual([false]);
    const refused = await server.call(deletePhotoCall, { params: { photoId: second!.id } }, { as: office });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(PHOTO_CREW_LINE_COMPLETED);
    expect((await uploadLink(order.ocdId, { kind: 'after' })).status).toBe(409);
  });

  it('the sweep removes an upload whose link expired without its bytes', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    const res = await uploadLink(order.ocdId);
    const photoId = (res.json as { photoId: number }).photoId;
    const deps = { db: server.db, blobs: server.blobs, maxBytes: 25 * 1024 * 1024, urlTtlSeconds: 60 };
    expect(await sweepPhotoUploads(deps)).toBe(0);
    expect(await sweepPhotoUploads(deps, new Date(Date.now() + 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    const row = await server.db
      .selectFrom('order_photos')
      .select('id')
      .where('id', '=', photoId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe("the company's side", () => {
  it('the provider API lists a work order’s photos with evidence; the console too', async () => {
    const order = await addTestOrder(server.db, office.vendorId);
    await server.db
      .updateTable('orders')
      .set({ external_id: `WO-PH-${order.ordNum}` })
      .where('ord_num', '=', order.ordNum)
      .execute();
    await uploadPhoto(server, office, order.ocdId, await makeJpeg(cameraExif()), { kind: 'before' });
    await uploadPhoto(server, office, order.ocdId, await makeJpeg(), { kind: 'after' });

    const reader = await providerClient(server, ['work-orders:read']);
    const res = await server.call(
      listWorkOrderPhotosCall,
      { params: { externalId: `WO-PH-${order.ordNum}` } },
      { as: reader },
    );
    expect(res.status).toBe(200);
    const items = (res.json as { items: Array<Record<string, unknown> & { evidence: { status: string } }> })
      .items;
    expect(items.map((p) => [p.kind, p.vendorId, p.evidence.status])).toEqual([
      ['before', office.vendorId, 'consistent'],
      ['after', office.vendorId, 'review'],
    ]);
    expect((await fetch(new URL(String(items[0]!.thumbnailUrl), server.url))).status).toBe(200);
    const unknown = await server.call(
      listWorkOrderPhotosCall,
      { params: { externalId: 'WO-NONE' } },
      { as: reader },
    );
    expect(unknown.status).toBe(404);

    const staff = await staffSession(server, 'read_only');
    const console = await server.call(
      staffWorkOrderPhotosCall,
      { params: { ordNum: order.ordNum } },
      { as: staff },
    );
    expect(console.status).toBe(200);
    const shown = (
      console.json as {
        items: Array<{ vendorName: string; evidence: { takenAtSource: string; position: unknown } }>;
      }
    ).items;
    expect(shown).toHaveLength(2);
    expect(shown[0]!.evidence.takenAtSource).toBe('exif');
    expect(shown[0]!.evidence.position).not.toBeNull();
    expect(shown[0]!.vendorName).not.toBe('');
    expect(
      (await server.call(staffWorkOrderPhotosCall, { params: { ordNum: 2_000_000_000 } }, { as: staff }))
        .status,
    ).toBe(404);
  });
});
