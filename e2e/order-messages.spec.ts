// Messages on a work order (issue 41 point 5, decision 116) in Chromium at 375 px against the real
// server: the vendor opens the Messages section of a work order's details page and sends a message;
// the company's reply, posted through the provider API by the test, appears on the open page without
// a reload (the live stream) and is read out by the polite live region; axe finds nothing serious and
// nothing scrolls sideways. Then the console: a staff member's open work order page gets the vendor's
// next message live, and the staff member's reply reaches the vendor's open page.
import { MESSAGES_SECTION_TITLE } from '@vp/contracts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, signIn, test } from './fixtures.ts';
import { demoProviderSystem, quietDemoCrewLine } from './provider-api.ts';
import { openSection } from './section-helpers.ts';
import { openStaffPage } from './staff-session.ts';

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
    // the sent message in the conversation's list (the composer may still hold the same text a moment)
    await expect(panel.getByRole('listitem').getByText(ours, { exact: true })).toBeVisible();
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

test('the console and the vendor’s page talk live, both ways', async ({ browser }) => {
  const line = await quietDemoCrewLine(7);
  const stamp = Date.now() % 1_000_000;
  const vendorPage = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const { page: consolePage, context } = await openStaffPage(browser, 'vendor_manager');
  try {
    await signIn(vendorPage);
    await vendorPage.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
    const vendorPanel = await openSection(vendorPage, MESSAGES_SECTION_TITLE);

    await consolePage.goto(`/staff/work-orders/${line.ordNum}`);
    const messages = consolePage
      .getByRole('region', { name: 'Messages', exact: true })
      .or(consolePage.getByText('No messages yet.'));
    const chooser = consolePage.getByRole('combobox', { name: 'Conversation with' });
    if (await chooser.isVisible().catch(() => false)) {
      await chooser.click();
      await consolePage.getByRole('option', { name: new RegExp(`crew ${line.crewId}\\b`) }).click();
    }
    await expect(messages.first()).toBeVisible();
    const composer = consolePage.getByRole('textbox', { name: 'Message' });
    await expect(composer).toBeVisible();

    const question = `Is the loading dock open at 7, ${stamp}?`;
    await vendorPanel.getByRole('textbox', { name: 'Message' }).fill(question);
    await vendorPanel.getByRole('button', { name: 'Send' }).click();
    // live in the console, no reload
    await expect(consolePage.getByText(question, { exact: true })).toBeVisible();

    const answer = `Yes, ask for Sam, ${stamp}.`;
    await composer.fill(answer);
    await consolePage.getByRole('button', { name: 'Send' }).click();
    await expect(vendorPanel.getByText(answer, { exact: true })).toBeVisible();
    expect(await seriousViolations(consolePage)).toEqual([]);
  } finally {
    await vendorPage.close();
    await context.close();
  }
});
