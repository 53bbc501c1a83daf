// The public announcement pages opened from the links of real announcement e-mails: a round is made
// with the admin CLI (announce-round), the e-mail is read from the server's outbox, and its accept,
// decline and unsubscribe links are opened in Chromium. Also: links that do not work (forged,
// tampered, from an empty query) show no thank-you and change nothing, the public calls' rate limit,
// axe scans and a 375 px phone.
import type { Page, Response } from '@playwright/test';
import {
  ACCEPT_THANK_YOU,
  acceptDeclineAnnouncementCall,
  ANNOUNCEMENT_ACCEPT_INSTEAD,
  ANNOUNCEMENT_CURRENT_ANSWER_HEADING,
  ANNOUNCEMENT_LINK_INVALID,
  ANNOUNCEMENT_LINK_NOT_WORKING,
  ANNOUNCEMENT_LINK_NOT_WORKING_HEADING,
  announcementDeclinedKept,
  announcementLinkAnswerCall,
  ANNOUNCEMENT_NOT_RECORDED_TRY_AGAIN,
  DECLINE_REASONS,
  DECLINE_SELECT_REASON,
  DECLINE_THANK_YOU,
  publicFooterText,
  UNSUBSCRIBE_THANK_YOU,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import {
  announceRound,
  createVendor,
  expireLinks,
  isUnsubscribed,
  outboxCount,
  resetPublicCallCount,
  roundDetailsOf,
  somePoNums,
  type TestVendor,
} from './announcement-rounds.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expect, test } from './fixtures.ts';
import { E2E_SETTINGS } from './e2e-env.ts';
import { mailedLink } from './mail.ts';

/** A vendor of its own with a fresh round announced to it. */
async function announcedVendor(label: string): Promise<TestVendor> {
  const vendor = await createVendor(label);
  const printed = await announceRound(await somePoNums(2), [vendor.vendorNum]);
  expect(printed).toContain(`vendor #${vendor.vendorNum}: e-mailed to ${vendor.contactEmail}`);
  return vendor;
}

/** Counts the page's requests to a public call path. */
function countCalls(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return { count: () => count };
}

const answerOf = (page: Page, path: string): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path);

async function expectPublicFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('img', { name: 'Vendor Portal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveText(publicFooterText(new Date().getFullYear()));
  // outside the shell: no menu, no Logout
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

test.describe('announcement e-mail links', () => {
  // each test runs the admin CLI (a Node process that opens the database) besides the browser
  test.describe.configure({ timeout: 60_000 });

  test.afterAll(resetPublicCallCount);

  test('the accept link records the acceptance once and thanks the vendor', async ({ page }) => {
    const vendor = await announcedVendor('accept');
    const link = await mailedLink(vendor.contactEmail, '/thank-you');
    expect(link).toMatch(/^\/thank-you\?t=[A-Za-z0-9_-]{43}$/);
    const calls = countCalls(page, acceptDeclineAnnouncementCall.path);
    const answer = answerOf(page, acceptDeclineAnnouncementCall.path);
    await page.goto(link);
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    await expectPublicFrame(page);
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | Portal | Thank You`);
    expect(calls.count()).toBe(1);
    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail?.response).toBe('Accepted');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the decline link saves a reason chosen by keyboard on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const vendor = await announcedVendor('decline');
    const calls = countCalls(page, acceptDeclineAnnouncementCall.path);
    await page.goto(await mailedLink(vendor.contactEmail, '/decline'));
    await expect(page.getByText(DECLINE_SELECT_REASON)).toBeVisible();
    await expect(page).toHaveTitle(`${E2E_SETTINGS.portalPrefix} | Portal | Decline`);
    await expectPublicFrame(page);
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // nothing is sent before Save
    expect(calls.count()).toBe(0);

    const reason = page.getByRole('combobox', { name: 'Reason' });
    await reason.focus();
    await page.keyboard.press('Enter');
    const options = page.getByRole('option');
    await expect(options).toHaveText([...DECLINE_REASONS]);
    // the long reason fits the phone's width
    expect(await sidewaysScroll(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(reason).toHaveText(DECLINE_REASONS[1]);
    await expect(save).toBeEnabled();

    const answer = answerOf(page, acceptDeclineAnnouncementCall.path);
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(DECLINE_THANK_YOU);
    await expect(page.getByText(DECLINE_SELECT_REASON)).toHaveCount(0);
    await expect(reason).toHaveCount(0);
    expect(calls.count()).toBe(1);
    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail?.response).toBe('Declined');
    expect(detail?.declined_reason).toBe(DECLINE_REASONS[1]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the unsubscribe link unsubscribes the vendor, who then gets no more announcements', async ({
    page,
  }) => {
    const vendor = await announcedVendor('unsubscribe');
    const calls = countCalls(page, unsubscribeAnnouncementsCall.path);
    const answer = answerOf(page, unsubscribeAnnouncementsCall.path);
    await page.goto(await mailedLink(vendor.contactEmail, '/unsubscribe'));
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('status')).toHaveText(UNSUBSCRIBE_THANK_YOU);
    await expectPublicFrame(page);
    expect(calls.count()).toBe(1);
    expect(await isUnsubscribed(vendor.id)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const before = await outboxCount();
    const printed = await announceRound(await somePoNums(1), [vendor.vendorNum]);
    expect(printed).toContain(`vendor #${vendor.vendorNum}: no e-mail (unsubscribed)`);
    expect(await outboxCount()).toBe(before);
  });

  test('the same link opened again answers as before and records nothing new', async ({ page }) => {
    const vendor = await announcedVendor('again');
    const link = await mailedLink(vendor.contactEmail, '/thank-you');
    for (let i = 0; i < 2; i += 1) {
      await page.goto(link);
      await expect(page.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    }
    const details = await roundDetailsOf(vendor.id);
    expect(details).toHaveLength(1);
    expect(details[0]?.response).toBe('Accepted');
  });

  test('declining after accepting replaces the answer (decision 020: the latest answer counts)', async ({
    page,
  }) => {
    const vendor = await announcedVendor('change');
    await page.goto(await mailedLink(vendor.contactEmail, '/thank-you'));
    await expect(page.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    await page.goto(await mailedLink(vendor.contactEmail, '/decline'));
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: DECLINE_REASONS[0] }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(DECLINE_THANK_YOU);
    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail).toMatchObject({ response: 'Declined', declined_reason: DECLINE_REASONS[0] });
  });

  test('Back or reload on the accept page after declining keeps the decline, until Accept instead (issue 38)', async ({
    page,
  }) => {
    const vendor = await announcedVendor('back');
    const accept = await mailedLink(vendor.contactEmail, '/thank-you');
    await page.goto(accept);
    await expect(page.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    await page.goto(await mailedLink(vendor.contactEmail, '/decline'));
    await expect(
      page.getByText('You accepted this work. Saving a reason below declines it instead.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: DECLINE_REASONS[2] }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(DECLINE_THANK_YOU);

    const kept = announcementDeclinedKept(DECLINE_REASONS[2]);
    for (const again of [() => page.goBack(), () => page.reload()]) {
      const answer = answerOf(page, acceptDeclineAnnouncementCall.path);
      await again();
      expect((await answer).status()).toBe(200);
      await expect(page).toHaveURL(accept);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCEMENT_CURRENT_ANSWER_HEADING);
      await expect(page.getByRole('status')).toHaveText(kept);
      await expect(page.getByText(ACCEPT_THANK_YOU)).toHaveCount(0);
      const [detail] = await roundDetailsOf(vendor.id);
      expect(detail).toMatchObject({ response: 'Declined', declined_reason: DECLINE_REASONS[2] });
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: ANNOUNCEMENT_ACCEPT_INSTEAD }).click();
    await expect(page.getByRole('status')).toHaveText(ACCEPT_THANK_YOU);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail).toMatchObject({ response: 'Accepted', declined_reason: null });
  });

  test('a forged or tampered link shows no thank-you and changes nothing', async ({ page }) => {
    const vendor = await announcedVendor('tampered');
    const accept = await mailedLink(vendor.contactEmail, '/thank-you');
    const token = accept.slice(accept.indexOf('=') + 1);
    const swapped = token[10] === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, 10)}${swapped}${token.slice(11)}`;

    for (const url of [
      `/thank-you?t=${tampered}`,
      '/thank-you?t=1',
      `/unsubscribe?t=${tampered}`,
      '/unsubscribe?id=not-a-token',
    ]) {
      const path = url.startsWith('/thank-you')
        ? acceptDeclineAnnouncementCall.path
        : unsubscribeAnnouncementsCall.path;
      const answer = answerOf(page, path);
      await page.goto(url);
      const response = await answer;
      expect(response.status(), url).toBe(404);
      // one answer for every link that does not work: it does not say why
      expect(await response.json()).toMatchObject({ error: ANNOUNCEMENT_LINK_INVALID });
      await expect(page.getByRole('status')).toHaveText('');
      // and the page says that nothing was recorded (issue 15), under a heading that says so (issue 38)
      await expect(page.getByRole('alert')).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING_HEADING);
    }

    // the decline page says so before its reason form, and its question changes nothing (issue 38)
    const asked = answerOf(page, announcementLinkAnswerCall.path);
    await page.goto(`/decline?t=${tampered}`);
    expect((await asked).status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING_HEADING);
    await expect(page.getByText(DECLINE_SELECT_REASON)).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Reason' })).toHaveCount(0);

    // a link without any id calls nothing
    const calls = countCalls(page, acceptDeclineAnnouncementCall.path);
    await page.goto('/thank-you');
    // a link that does not work is not headed "Thank You" (issue 38 point 3)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING_HEADING);
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('alert')).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING);
    expect(calls.count()).toBe(0);

    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail?.response).toBeNull();
    expect(await isUnsubscribed(vendor.id)).toBe(false);
  });

  test('an expired link shows no thank-you and changes nothing', async ({ page }) => {
    const vendor = await announcedVendor('expired');
    const link = await mailedLink(vendor.contactEmail, '/unsubscribe');
    await expireLinks(vendor.id);
    const answer = answerOf(page, unsubscribeAnnouncementsCall.path);
    await page.goto(link);
    const response = await answer;
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: ANNOUNCEMENT_LINK_INVALID });
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('alert')).toHaveText(ANNOUNCEMENT_LINK_NOT_WORKING);
    expect(await isUnsubscribed(vendor.id)).toBe(false);
  });

  test('the public calls are rate limited, and a limited page shows no thank-you', async ({ page }) => {
    await resetPublicCallCount();
    const vendor = await announcedVendor('limit');
    const link = await mailedLink(vendor.contactEmail, '/thank-you');
    let status = 0;
    // the limit is per client address over every public call; the setting's default is 30
    for (let i = 0; i < 100 && status !== 429; i += 1) {
      const response = await page.request.post(unsubscribeAnnouncementsCall.path, {
        data: { rounddetailId: `forged-${i}` },
      });
      status = response.status();
    }
    expect(status).toBe(429);
    const answer = answerOf(page, acceptDeclineAnnouncementCall.path);
    await page.goto(link);
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('status')).toHaveText('');
    await expect(page.getByRole('alert')).toHaveText(ANNOUNCEMENT_NOT_RECORDED_TRY_AGAIN);
    const [detail] = await roundDetailsOf(vendor.id);
    expect(detail?.response).toBeNull();
    await resetPublicCallCount();
  });
});
