import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { isStaffQueryKey } from '../../../lib/staff-session.ts';
import { STAFF_TOO_MANY, STAFF_UNEXPECTED, staffFailureText } from './staff-failure-text.ts';

describe('the texts of a refused staff step', () => {
  it("shows the server's words for a wrong code or an expired sign-in", () => {
    const wrong = new ApiError(401, 'The code is not right. Please try again.', {});
    expect(staffFailureText(wrong)).toBe('The code is not right. Please try again.');
  });

  it('says to wait on a 429, in its own words when the server gave none', () => {
    const server = 'Too many attempts. Please wait 15 minutes and try again.';
    expect(staffFailureText(new ApiError(429, server, {}))).toBe(server);
    expect(staffFailureText(new ApiError(429, 'Too Many Requests', {}))).toBe(server);
    expect(staffFailureText(new ApiError(429, 'Slow down', {}))).toBe(STAFF_TOO_MANY);
  });

  it('keeps a failing server or network, and anything else, to a general text', () => {
    expect(staffFailureText(new ApiError(0, 'x', undefined))).toBe(STAFF_UNEXPECTED);
    expect(staffFailureText(new ApiError(503, 'Service Unavailable', {}))).toBe(STAFF_UNEXPECTED);
    expect(staffFailureText(new Error('The server did not prove its identity'))).toBe(STAFF_UNEXPECTED);
  });
});

describe('what a staff session end drops', () => {
  it('is the staff calls cache only', () => {
    expect(isStaffQueryKey(['staff-me'])).toBe(true);
    expect(isStaffQueryKey(['staff-list'])).toBe(true);
    expect(isStaffQueryKey(['work-orders-list', {}])).toBe(false);
  });
});
