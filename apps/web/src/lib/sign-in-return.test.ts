import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, signInHrefFor } from './sign-in-return.ts';

describe('sign-in return (issue 38 point 5)', () => {
  it('carries a page of the portal through the sign-in', () => {
    const href = signInHrefFor('/work-order/work-order-details/12/34/56?tab=notes');
    expect(href).toBe('/auth/login?next=%2Fwork-order%2Fwork-order-details%2F12%2F34%2F56%3Ftab%3Dnotes');
    expect(landingAfterSignIn(href.slice(href.indexOf('?')))).toBe(
      '/work-order/work-order-details/12/34/56?tab=notes',
    );
  });

  it('adds nothing for the pages a sign-in lands on anyway', () => {
    for (const path of ['/', '/dashboard']) expect(signInHrefFor(path)).toBe('/auth/login');
  });

  it('follows only our own vendor pages', () => {
    for (const next of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth/login',
      '/staff/vendors',
      '/thank-you?t=x',
      '',
    ])
      expect(landingAfterSignIn(`?next=${encodeURIComponent(next)}`), next).toBe('/dashboard');
    expect(landingAfterSignIn('')).toBe('/dashboard');
  });
});
