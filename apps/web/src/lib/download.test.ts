import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of a Content-Disposition header', () => {
    expect(fileNameOf(`attachment; filename="PO-_1.pdf"; filename*=UTF-8''PO-%C3%A91.pdf`)).toBe('PO-é1.pdf');
    expect(fileNameOf('attachment; filename="purchase-orders-2026-01-31.pdf"')).toBe(
      'purchase-orders-2026-01-31.pdf',
    );
    expect(fileNameOf('attachment; filename=orders.xlsx')).toBe('orders.xlsx');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
