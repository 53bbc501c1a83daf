// `npm run admin -- announce-round` as an operator runs it, against a real database, writing the
// e-mails to the outbox folder: the links in them work with the public call, and bad input is refused.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../../test/admin-cli.ts';
import { addPlace } from '../../test/fixtures/index.ts';
import { dataDirForFile, testDbForFile } from '../../test/server-for-file.ts';
import { findPart, readMime } from '../platform/mail/read-mime-for-tests.ts';
import { answerAnnouncement } from '../features/announcement-rounds/announcements.service.ts';

const testDb = testDbForFile({ poolMax: 2, statementTimeoutMs: 60_000 });
const dataDir = dataDirForFile('vp-cli-announce-');
const outbox = join(dataDir, 'outbox');
const admin = (...args: string[]) =>
  runAdminCli(
    { DATABASE_URL: testDb.url, DATA_DIR: dataDir, PUBLIC_URL: 'https://portal.example.test' },
    ...args,
  );

const mailTexts = () =>
  readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => findPart(readMime(readFileSync(join(outbox, f))), 'text/plain')?.body.toString('utf8') ?? '');

beforeAll(async () => {
  const place = await addPlace(testDb.db, { clientCode: 'CLI', clientName: 'Cli Client', storeNumber: '7' });
  for (const po of ['CLI-1', 'CLI-2']) {
    await testDb.db
      .insertInto('orders')
      .values({
        po_num: po,
        client_id: place.clientId,
        location_id: place.locationId,
        category: 'Plumbing',
        order_type: 'Install',
        priority: 'P3',
        client_po: '',
        status_code: 'OPEN',
        order_comment: '',
        additional_information: '',
        begin_service: null,
        service_end: null,
      })
      .execute();
  }
  await testDb.db
    .insertInto('vendors')
    .values([
      { vendor_num: 41001, company: 'Kilo Services', contact_email: 'kilo@cli.test' },
      { vendor_num: 41002, company: 'Lima Services', contact_email: 'lima@cli.test' },
    ])
    .execute();
});

// each run starts a Node process that opens the database: slow on a loaded machine
describe('admin announce-round', { timeout: 120_000 }, () => {
  it('is listed with its options', async () => {
    expect((await admin('--help')).out).toContain('announce-round');
    const help = await admin('announce-round', '--help');
    expect(help.out).toMatch(/--orders <value> \(required\)/);
    expect(help.out).toMatch(/--vendors <value> \(required\)/);
  });

  it('creates and sends a round; the mailed links work', async () => {
    const res = await admin('announce-round', '--orders', 'CLI-1, CLI-2', '--vendors', '41001,41002');
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/Announcement round \d+ created; mail written to the outbox/);
    expect(res.out).toContain('vendor #41001: e-mailed to kilo@cli.test');
    expect(res.out).toContain('vendor #41002: e-mailed to lima@cli.test');

    const texts = mailTexts();
    expect(texts).toHaveLength(2);
    const kilo = texts.find((t) => t.includes('Hello Kilo Services'))!;
    const link = kilo.match(/https:\/\/portal\.example\.test\/thank-you\?t=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    const token = link!.slice(link!.indexOf('=') + 1);
    await expect(
      answerAnnouncement(testDb.db, { rounddetailId: token, response: 'Accepted' }, '127.0.0.1'),
    ).resolves.toEqual({
      success: true,
      response: 'Accepted',
      declinedReason: null,
    });
  });

  it('refuses unknown orders and vendors and bad numbers, creating nothing', async () => {
    const before = await testDb.db.selectFrom('announcement_rounds').select('id').execute();
    const po = await admin('announce-round', '--orders', 'NOPE-1', '--vendors', '41001');
    expect(po.code).toBe(1);
    expect(po.out).toContain('Unknown PO #: NOPE-1.');
    const vendor = await admin('announce-round', '--orders', 'CLI-1', '--vendors', '49999');
    expect(vendor.code).toBe(1);
    expect(vendor.out).toContain('Unknown vendor #: 49999.');
    const bad = await admin('announce-round', '--orders', 'CLI-1', '--vendors', 'abc');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("--vendors: 'abc' is not a vendor number.");
    expect(await testDb.db.selectFrom('announcement_rounds').select('id').execute()).toEqual(before);
  });
});
