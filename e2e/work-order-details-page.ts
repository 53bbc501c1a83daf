// Work Order Details driven as a vendor does it, for the specs that follow a vendor's action to the
// company's side (the provider API specs): open an order's page, open a section, add a note, upload
// files. The page itself is tested in work-order-details.spec.ts.
import type { Page } from '@playwright/test';
import {
  NOTE_INFORMATION_TITLE,
  UPLOAD_DOCUMENT_TITLE,
  WORK_ORDER_DOCUMENT_UPLOADED,
  WORK_ORDER_NOTE_ADDED,
} from '@vp/contracts';
import { expect } from './fixtures.ts';
import type { CrewLine } from './provider-api.ts';
import { toast } from './toasts.ts';

export async function openWorkOrder(page: Page, line: CrewLine): Promise<void> {
  await page.goto(`/work-order/work-order-details/${line.ocdId}/${line.ordNum}/${line.crewId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Work Order Details' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Work Order Information', exact: true }).locator('dd').first(),
  ).toHaveText(line.poNum);
}

const sectionButton = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });

/** Opens a section (each loads its data when opened) and answers its panel once loaded. */
export async function openSection(page: Page, title: string) {
  if ((await sectionButton(page, title).getAttribute('aria-expanded')) !== 'true')
    await sectionButton(page, title).click();
  await expect(sectionButton(page, title)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: title, exact: true });
  await expect(panel.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  return panel;
}

export async function addNote(page: Page, text: string): Promise<void> {
  const notes = await openSection(page, 'Notes');
  await page.getByRole('button', { name: 'Add New Note' }).click();
  const drawer = page.getByRole('dialog', { name: NOTE_INFORMATION_TITLE });
  await drawer.getByRole('textbox', { name: 'Comment' }).pressSequentially(text);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, WORK_ORDER_NOTE_ADDED)).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(notes.getByText(text)).toBeVisible();
}

/** Uploads files of one type through the 'Upload Document' drawer; they show as Pending approval. */
export async function uploadDocuments(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  type = 'Photos',
): Promise<void> {
  const documents = await openSection(page, 'Documents');
  await page.getByRole('button', { name: 'Upload New Document' }).click();
  const drawer = page.getByRole('dialog', { name: UPLOAD_DOCUMENT_TITLE });
  await drawer.getByLabel('Choose Files').setInputFiles(files);
  await expect(drawer.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(
    files.length,
  );
  await drawer.getByRole('combobox', { name: /Type/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: type }).click();
  await expect(drawer.getByRole('combobox', { name: /Type/ })).toHaveText(type);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, WORK_ORDER_DOCUMENT_UPLOADED)).toBeVisible();
  await expect(drawer).toBeHidden();
  const pending = documents.getByRole('table', { name: 'Pending approval documents' });
  for (const file of files)
    await expect(pending.getByRole('cell', { name: file.name, exact: true })).toBeVisible();
}
