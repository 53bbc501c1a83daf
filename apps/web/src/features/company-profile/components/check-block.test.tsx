import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckBlock, type CheckBlockProps } from './check-block.tsx';

afterEach(cleanup);

const check: CheckBlockProps['profile'] = {
  remitType: 'CHECK',
  checkCompany: 'Acme Checks',
  checkDBA: 'Acme DBA',
  checkAddress: '9 Pay Rd',
  checkCity: 'Troy',
  checkState: 'NY',
  checkZip: '12180',
};

describe('check block and the ACH message (SPEC section 2)', () => {
  it('shows the read-only check fields to a vendor paid by check', () => {
    render(<CheckBlock profile={check} achMessage="<p>ACH info</p>" />);
    expect(screen.getByText('Acme Checks')).toBeTruthy();
    expect(screen.getByText('9 Pay Rd')).toBeTruthy();
    expect(screen.queryByText('ACH info')).toBeNull();
    // nothing to type into: the provider owns these fields
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('hides every check field of an ACH vendor and shows the sanitized ACH message', () => {
    render(
      <CheckBlock
        profile={{ ...check, remitType: 'ACH' }}
        achMessage={'<p>Paid by <b>ACH</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>'}
      />,
    );
    for (const text of ['Acme Checks', 'Acme DBA', '9 Pay Rd', 'Troy', '12180', 'Check Company'])
      expect(screen.queryByText(text)).toBeNull();
    const message = screen.getByLabelText('ACH message');
    expect(message.textContent).toContain('Paid by ACH');
    expect(message.innerHTML).not.toContain('onerror');
    expect(message.innerHTML).not.toContain('<script');
  });
});
