// The reject dialog checks the reason as the server does (required, trimmed, at most 1,000
// characters) before it sends anything; and the queue's small texts.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, orderText } from './document-texts.ts';
import { RejectDialog } from './reject-dialog.tsx';

afterEach(cleanup);

describe('the reject dialog', () => {
  it('asks for the reason, then sends it trimmed', async () => {
    const onReject = vi.fn();
    render(
      <RejectDialog fileName="photo.png" busy={false} error={null} onReject={onReject} onCancel={() => {}} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject document' });
    expect(dialog.textContent).toContain('beside photo.png');
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    // the form checks asynchronously (react-hook-form with the contract's zod rule)
    expect(await screen.findByText('Please give the reason the vendor will read.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason for the vendor/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give the reason the vendor will read.')).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Reason for the vendor/), {
      target: { value: '  Blurry photo ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('Blurry photo'));
  });

  it('counts the characters typed against the most it takes', () => {
    render(
      <RejectDialog fileName="a.pdf" busy={false} error={null} onReject={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByText('0 / 1,000 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason for the vendor/), { target: { value: 'Blurry' } });
    expect(screen.getByText('6 / 1,000 characters')).toBeTruthy();
    expect(screen.getByLabelText(/Reason for the vendor/).getAttribute('maxlength')).toBe('1000');
  });

  it("shows the server's refusal", () => {
    render(
      <RejectDialog
        fileName="w9.pdf"
        busy={false}
        error="This document was already approved; it is no longer in the review queue."
        onReject={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/already approved/);
  });
});

describe("the queue's texts", () => {
  it('gives sizes and the order a document belongs to', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(50 * 1024)).toBe('50 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(orderText({ workOrder: { ordNum: 1, poNum: 'PO-9' } })).toBe('PO PO-9');
    expect(orderText({ workOrder: null })).toBe('Company document');
  });
});
