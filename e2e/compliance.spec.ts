// The Compliance page (issue 40 points 4 and 5) in Chromium against the real server and the demo data:
// the demo vendor's requirements in their states with the not-dispatchable banner; a certificate whose
// limits are below the requirement, uploaded from the requirement's own link, is Under review with the
// exact shortfall; a W-9 shows only the masked taxpayer id; a user who may not change the company's
// documents sees no Upload; axe on the page and the drawer; at 375 px both fit the screen. The
// uploads are made by a vendor of their own (compliance-vendor.ts), so the demo vendor stays as seeded.
import type { Locator, Page } from '@playwright/test';
import { COMPLIANCE_UPLOADED } from '@vp/contracts';
import { addDays } from '../apps/server/src/domain/compliance/evaluate-requirement.ts';
import { complianceToday } from '../apps/server/src/domain/compliance/refresh-compliance.ts';
import { DEMO_CERTIFICATE_ENDS_IN_DAYS } from '../apps/server/src/demo/seed-compliance.ts';
import { createUser } from './accounts.ts';
import { apiSignIn } from './api-sign-in.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { createComplianceVendor, requirementId } from './compliance-vendor.ts';
import { expect, signIn, test } from './fixtures.ts';
import { expectWholeInView } from './in-view.ts';
import { tinyPdf } from './tiny-pdf.ts';
import { toast } from './toasts.ts';

const PAGE = '/company-profile/compliance';
const LIABILITY = 'General liability for Brightway Grocers, HVAC';
const DRAWER = 'Upload Compliance Document';

/** 'MM/DD/YYYY' of a 'YYYY-MM-DD' day, as the app writes dates. */
const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

async function openCompliance(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();
  // a link to a requirement opens its drawer, which hides the page from the accessibility tree
  if (query === '') await expect(page.getByRole('list', { name: 'Requirements' })).toBeVisible();
}

const card = (page: Page, title: string): Locator =>
  page
    .getByRole('list', { name: 'Requirements' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: title, exact: true }),
    });

const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: tinyPdf() });

test.describe('Compliance', () => {
  test('lists the demo requirements in their states, with the banner of what keeps the vendor from dispatch (axe)', async ({
    signedInPage: page,
  }) => {
    await page.goto('/company-profile/details');
    await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
    await page.getByRole('link', { name: 'Compliance', exact: true }).first().click();
    await expect(page).toHaveURL(/\/company-profile\/compliance$/);
    await expect(page.getByRole('list', { name: 'Requirements' })).toBeVisible();

    const states: [string, string][] = [
      [LIABILITY, 'Missing'],
      ["Workers' compensation", 'Expiring soon'],
      ['W-9', 'Missing'],
      ['Licence, Plumbing in NY', 'Missing'],
    ];
    for (const [title, state] of states)
      await expect(card(page, title).getByText(state, { exact: true })).toBeVisible();
    const ends = addDays(complianceToday(), DEMO_CERTIFICATE_ENDS_IN_DAYS);
    await expect(
      card(page, "Workers' compensation").getByText(`Held through ${us(addDays(ends, -1))}`),
    ).toBeVisible();
    await expect(card(page, LIABILITY).getByText('No general liability certificate on file')).toBeVisible();
    await expect(page.getByRole('alert').or(page.locator('.MuiAlert-root')).first()).toContainText(
      'Not dispatchable for Brightway Grocers, HVAC',
    );
    const documents = page.getByRole('table', { name: 'Compliance documents on file' });
    await expect(documents.getByRole('row').filter({ hasText: "Workers' compensation" })).toContainText(
      'Approved',
    );
    await expect(page.getByRole('button', { name: `Upload for ${LIABILITY}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a certificate below the limits, from its link, is Under review with the exact shortfall; a W-9 shows only the masked id', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const vendor = await createComplianceVendor('compliance');
    await apiSignIn(page.request, vendor.email, vendor.password);
    const liability = await requirementId('insurance', 'general-liability');
    await openCompliance(page, `?requirement=${liability}`);

    // the link opens that requirement's upload, pre-filled
    const drawer = page.getByRole('dialog', { name: DRAWER });
    await expect(drawer).toBeVisible();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(450);
    await expect(drawer.getByText(`For: ${LIABILITY}`)).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: /Coverage/ })).toHaveText('General liability');
    await expect(drawer.getByRole('checkbox', { name: 'Additional insured' })).toBeChecked();

    // the rules are said beside the fields before anything is sent
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Choose the file to upload.')).toBeVisible();

    const today = complianceToday();
    await drawer.getByLabel(/^Insurer/).fill('Hartford Fire Insurance');
    await drawer.getByLabel(/^NAIC number/).fill('19682');
    await drawer.getByLabel(/^Policy number/).fill(`GL-${Date.now()}`);
    await drawer.getByLabel(/^Each occurrence/).fill('500,000');
    await drawer.getByLabel(/^General aggregate/).fill('2,000,000');
    await drawer.getByLabel(/^Effective date/).fill(addDays(today, -30));
    await drawer.getByLabel(/^Expiry date/).fill(addDays(today, 335));
    await drawer.getByLabel('Choose endorsement').setInputFiles(pdfFile('additional-insured.pdf'));
    await drawer.getByLabel('Choose certificate').setInputFiles(pdfFile('liability-certificate.pdf'));
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, COMPLIANCE_UPLOADED)).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/company-profile\/compliance$/);

    const liabilityCard = card(page, LIABILITY);
    await expect(liabilityCard.getByText('Under review', { exact: true })).toBeVisible();
    await expect(
      liabilityCard.getByText(
        'General liability $1,000,000 per occurrence required, certificate shows $500,000',
        {
          exact: true,
        },
      ),
    ).toBeVisible();
    const documents = page.getByRole('table', { name: 'Compliance documents on file' });
    const certificate = documents.getByRole('row').filter({ hasText: 'liability-certificate.pdf' });
    await expect(certificate).toContainText('Under review');
    await expect(certificate).toContainText('$500,000 per occurrence');

    // a W-9: typed hidden, and only the masked id comes back
    await page.getByRole('button', { name: 'Upload for W-9' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: /Document/ })).toHaveText('W-9');
    await drawer.getByLabel(/^Legal name/).fill('E2e Compliance Mechanical LLC');
    await drawer.getByRole('combobox', { name: /Taxpayer id type/ }).click();
    await page.getByRole('option', { name: /^SSN/ }).click();
    const taxpayerId = drawer.locator('input[name="taxpayerId"]');
    await taxpayerId.fill('123-45-6789');
    await expect(taxpayerId).toHaveAttribute('type', 'password');
    await drawer.getByLabel('Choose file').setInputFiles(pdfFile('w9-signed.pdf'));
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, COMPLIANCE_UPLOADED).last()).toBeVisible();
    await expect(drawer).toBeHidden();
    const w9 = documents.getByRole('row').filter({ hasText: 'w9-signed.pdf' });
    await expect(w9).toContainText('Taxpayer id XXX-XX-6789');
    await expect(card(page, 'W-9').getByText('Under review', { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain('123-45-6789');
    expect(await page.content()).not.toContain('123456789');
  });

  test('a user who may not change the company sees the states but no Upload', async ({ page }) => {
    const finance = await createUser('compliance-finance', 'ok', undefined, ['Finance']);
    await signIn(page, finance.email, finance.password);
    await openCompliance(page);
    await expect(card(page, LIABILITY).getByText('Missing', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upload/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm W-9' })).toHaveCount(0);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the page and the upload drawer fit the screen (axe)', async ({ signedInPage: page }) => {
      await openCompliance(page);
      await expect(card(page, LIABILITY)).toBeVisible();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await expectWholeInView(page.getByRole('button', { name: `Upload for ${LIABILITY}` }), 'Upload');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: `Upload for ${LIABILITY}` }).click();
      const drawer = page.getByRole('dialog', { name: DRAWER });
      await expect(drawer).toBeVisible();
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(375);
      await expectWholeInView(drawer.getByRole('button', { name: 'Save' }), 'Save');
      await expectWholeInView(drawer.getByLabel(/^Each occurrence/), 'Each occurrence');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
