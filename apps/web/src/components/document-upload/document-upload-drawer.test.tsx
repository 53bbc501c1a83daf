import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ToastStack from '../toast-stack.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_TYPES,
  WORK_ORDER_DOCUMENT_NOT_UPLOADED,
  WORK_ORDER_DOCUMENT_UPLOADED,
  WORK_ORDER_SELECT_FILE,
  WORK_ORDER_VENDOR_INVOICE_PENDING,
} from '@vp/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { DocumentUploadDrawer, type DocumentUploadDrawerProps } from './document-upload-drawer.tsx';
import { isTypeDisabled, overallPercent, saveRefusal, typeChoiceRefusal } from './upload-rules.ts';

/** A toast with this text (the drawer's live region repeats it for screen readers, so not by text alone). */
const expectToast = (text: string) =>
  waitFor(() =>
    expect(
      [...document.querySelectorAll('.notistack-Snackbar')].some((t) => t.textContent?.includes(text)),
    ).toBe(true),
  );

afterEach(cleanup);

const pdf = (name = 'invoice.pdf', size = 10) =>
  new File(['x'.repeat(size)], name, { type: 'application/pdf' });

function renderDrawer(props: Partial<DocumentUploadDrawerProps> = {}) {
  const uploadFile = vi.fn<DocumentUploadDrawerProps['uploadFile']>(async (_upload, onProgress) => {
    onProgress({ loaded: 5, total: 10 });
  });
  const onUploaded = vi.fn();
  const onClose = vi.fn();
  render(
    <ToastStack>
      <DocumentUploadDrawer
        open
        onClose={onClose}
        documentTypes={DOCUMENT_TYPES}
        hasPendingVendorInvoice={false}
        uploadFile={uploadFile}
        onUploaded={onUploaded}
        {...props}
      />
    </ToastStack>,
  );
  return { uploadFile, onUploaded, onClose };
}

const fileInput = () => screen.getByLabelText('Choose Files', { selector: 'input' });
const chooseFiles = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const typeSelect = () => screen.getByRole('combobox', { name: /Type/ });

function openTypes() {
  fireEvent.mouseDown(typeSelect());
  return screen.getByRole('listbox');
}

function chooseType(type: string) {
  fireEvent.click(within(openTypes()).getByRole('option', { name: type }));
}

describe('upload rules', () => {
  it('disables the single-file types only with several files', () => {
    expect(isTypeDisabled('Inspections', 2)).toBe(true);
    expect(isTypeDisabled('Vendor Invoice', 3)).toBe(true);
    expect(isTypeDisabled('Vendor Invoice', 1)).toBe(false);
    expect(isTypeDisabled('Photos', 2)).toBe(false);
  });

  it('refuses a second pending Vendor Invoice and a Save without file or type', () => {
    expect(typeChoiceRefusal('Vendor Invoice', true)).toBe(WORK_ORDER_VENDOR_INVOICE_PENDING);
    expect(typeChoiceRefusal('Vendor Invoice', false)).toBeNull();
    expect(typeChoiceRefusal('General', true)).toBeNull();
    expect(saveRefusal({ files: [], type: 'General', hasPendingVendorInvoice: false })).toBe(
      WORK_ORDER_SELECT_FILE,
    );
    expect(saveRefusal({ files: [pdf()], type: '', hasPendingVendorInvoice: false })).toBe(
      WORK_ORDER_SELECT_FILE,
    );
    expect(saveRefusal({ files: [pdf()], type: 'General', hasPendingVendorInvoice: false })).toBeNull();
    expect(saveRefusal({ files: [pdf('a.exe')], type: 'General', hasPendingVendorInvoice: false })).toMatch(
      /Only these kinds of files/,
    );
  });

  it('counts progress over the bytes of all files', () => {
    expect(overallPercent([100, 300], 0, 50)).toBe(13);
    expect(overallPercent([100, 300], 1, 150)).toBe(63);
    expect(overallPercent([100, 300], 2, 0)).toBe(100);
  });
});

describe('DocumentUploadDrawer', () => {
  it("says 'Please select a file to upload' on Save with no file", () => {
    const { uploadFile } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(WORK_ORDER_SELECT_FILE);
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('disables Inspections and Vendor Invoice when several files are chosen', () => {
    renderDrawer();
    chooseFiles(pdf('a.pdf'), pdf('b.pdf'));
    const list = openTypes();
    for (const type of ['Inspections', 'Vendor Invoice']) {
      expect(within(list).getByRole('option', { name: type }).getAttribute('aria-disabled')).toBe('true');
    }
    expect(within(list).getByRole('option', { name: 'Photos' }).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
  });

  it('clears the type when new files are chosen', () => {
    renderDrawer();
    chooseFiles(pdf());
    chooseType('Vendor Invoice');
    expect(typeSelect().textContent).toBe('Vendor Invoice');
    chooseFiles(pdf('other.pdf'));
    expect(typeSelect().textContent).not.toContain('Vendor Invoice');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(WORK_ORDER_SELECT_FILE);
  });

  it('refuses Vendor Invoice while one is pending, with the warning', async () => {
    renderDrawer({ hasPendingVendorInvoice: true });
    chooseFiles(pdf());
    chooseType('Vendor Invoice');
    await expectToast(WORK_ORDER_VENDOR_INVOICE_PENDING);
    expect(typeSelect().textContent).not.toContain('Vendor Invoice');
  });

  it('uploads every file, then says so and reloads the lists', async () => {
    const { uploadFile, onUploaded, onClose } = renderDrawer();
    chooseFiles(pdf('a.pdf'), pdf('b.png'));
    chooseType('Photos');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(WORK_ORDER_DOCUMENT_UPLOADED);
    expect(uploadFile.mock.calls.map(([upload]) => [upload.file.name, upload.type])).toEqual([
      ['a.pdf', 'Photos'],
      ['b.png', 'Photos'],
    ]);
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the reason and the failure toast when an upload is refused', async () => {
    const { onUploaded, onClose } = renderDrawer({
      uploadFile: () => Promise.reject(new ApiError(400, "The file's contents are not a .pdf file.", null)),
    });
    chooseFiles(pdf('fake.pdf'));
    chooseType('General');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast(WORK_ORDER_DOCUMENT_NOT_UPLOADED);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "fake.pdf: The file's contents are not a .pdf file.",
      ),
    );
    expect(onUploaded).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
