// Messages on a work order (issue 41 point 5, decision 116) in Chromium at 375 px against the real
// server: the vendor opens the Messages section of a work order's details page and sends a message;
// the company's reply, posted through the provider API by the test, appears on the open page without
// a reload (the live stream) and is read out by the polite live region; axe finds nothing serious and
// nothing scrolls sideways.
import { MESSAGES_SECTION_TITLE } from '@vp/contracts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { demoProviderSystem, quietDemoCrewLine } from './provider-api.ts';
import { openSection } from './section-helpers.ts';

test('a vendor sends a message and the company’s reply appears live, at 375 px', async ({ browser }) => {
  const line = await quietDemoCrewLine(6);
  // the company's systems name the work order and the crew line by their own ids
  const stamp = Date.now() % 1_000_000;
  const orderId = `e2e-msg-wo-${line.ordNum}-${stamp}`;
  const crewLineId = `e2e-msg-cl-${line.ocdId}-${stamp}`;
  const db = openE2eDb();
  try {
    await db.updateTable('orders').set({ external_id: orderId }).where('ord_num', '=', line.ordNum).execute();
    await db
      .updateTable('crew_details')
      .set({ external_id: crewLineId })
      .where('ocd_id', '=', line.ocdId)
      .execute();
  } finally {
    await db.destroy();
  }

  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    await signIn(page);
    await page.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
    const panel = await openSection(page, MESSAGES_SECTION_TITLE);
    const ours = `On our way, ${stamp}.`;
    await panel.getByRole('textbox', { name: 'Message' }).fill(ours);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByText(ours, { exact: true })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const company = await demoProviderSystem();
    const reply = `The store manager will meet you, ${stamp}.`;
    const posted = await company.call('POST', `/provider/v1/work-orders/${orderId}/messages`, {
      body: { crewLine: crewLineId, body: reply },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    // live: no reload, no click
    await expect(panel.getByText(reply, { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'New message from' })).toContainText(reply);

    // both directions are in the provider's list, and each is an event
    const list = await company.call(
      'GET',
      `/provider/v1/work-orders/${orderId}/messages?crewLine=${crewLineId}`,
    );
    expect((list.body as { items: { body: string }[] }).items.map((m) => m.body)).toEqual(
      expect.arrayContaining([ours, reply]),
    );

    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await page.close();
  }
});
