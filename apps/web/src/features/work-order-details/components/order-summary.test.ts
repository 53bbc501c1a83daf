import { describe, expect, it } from 'vitest';
import { summaryAddress, summaryStore } from './order-summary.tsx';

describe('the order summary texts', () => {
  it('joins the address parts the order has', () => {
    expect(summaryAddress({ address1: '1 Main St', city: 'Albany', state: 'NY', zip: '12207' })).toBe(
      '1 Main St, Albany, NY 12207',
    );
    expect(summaryAddress({ address1: '', city: 'Albany', state: 'NY', zip: '' })).toBe('Albany, NY');
    expect(summaryAddress({ address1: '', city: '', state: '', zip: '' })).toBe('');
  });

  it('names the store by number and name', () => {
    expect(summaryStore({ location: '0042', company: 'Main Street Market' })).toBe(
      'Store 0042 · Main Street Market',
    );
    expect(summaryStore({ location: '', company: 'Main Street Market' })).toBe('Main Street Market');
  });
});
