import { userSetPasswordCall, type PasswordResult } from '@vp/contracts';
import { call } from '../../../lib/call.ts';

export type UserSetPasswordInput = { email: string; password: string; token: string };

/** From the link e-mailed when a password reset is required (/auth/set-password?email=&token=). */
export function userSetPassword({ email, password, token }: UserSetPasswordInput): Promise<PasswordResult> {
  return call(userSetPasswordCall, { body: { email, password, token } });
}
