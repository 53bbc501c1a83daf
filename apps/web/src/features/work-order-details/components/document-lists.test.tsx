import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentStatusText, type WorkOrderDocument } from '@vp/contracts';
import { PendingDocuments } from './document-lists.tsx';

afterEach(cleanup);

const pending: WorkOrderDocument = {
  id: 1,
  type: 'Photos',
  fileExtension: 'png',
  fileName: 'before.png',
  inputBy: 'Pat Vendor',
  inputDate: '2026-11-20T10:00:00.000Z',
  comment: '',
  status: 'pending',
  rejectionReason: null,
};
const rejected: WorkOrderDocument = {
  ...pending,
  id: 2,
  type: 'Vendor Invoice',
  fileName: 'invoice.pdf',
  status: 'rejected',
  rejectionReason: 'The invoice total does not match the NTE.',
};

const noop = () => undefined;

describe('documents the company reviewed (decision 054)', () => {
  it('shows a rejected document in the Pending approval list with the reason, still removable', () => {
    render(
      <PendingDocuments
        documents={[pending, rejected]}
        onRemove={noop}
        onDownload={noop}
        downloading={null}
      />,
    );
    expect(screen.getByText('Rejected: The invoice total does not match the NTE.')).toBeTruthy();
    expect(screen.getByText('invoice.pdf')).toBeTruthy();
    // the pending one says nothing more than its name
    expect(screen.getAllByText(/^Rejected/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toBeTruthy();
  });

  it("names a document's state as the company profile's Status column shows it", () => {
    expect(documentStatusText({ status: 'pending', rejectionReason: null })).toBe('Pending approval');
    expect(documentStatusText({ status: 'approved', rejectionReason: null })).toBe('Approved');
    expect(documentStatusText({ status: 'rejected', rejectionReason: 'Expired certificate' })).toBe(
      'Rejected: Expired certificate',
    );
  });
});
