import { describe, expect, it } from 'vitest';
import { TEST_USER as user } from './testing/portal-user.ts';
import { rememberValidatedUser, takeValidatedUser } from './validated-user.ts';

describe('the sign-in validated user', () => {
  it('is taken once, and only with the token it was validated with', () => {
    rememberValidatedUser('token-a', user);
    expect(takeValidatedUser('token-b')).toBeUndefined();
    expect(takeValidatedUser(null)).toBeUndefined();
    expect(takeValidatedUser('token-a')).toEqual(user);
    expect(takeValidatedUser('token-a')).toBeUndefined();
  });

  it('is the latest sign-in only', () => {
    rememberValidatedUser('token-a', user);
    rememberValidatedUser('token-c', { ...user, userId: 9 });
    expect(takeValidatedUser('token-a')).toBeUndefined();
    expect(takeValidatedUser('token-c')?.userId).toBe(9);
  });
});
