import { createUserPasswordCall, type PasswordResult } from '@vp/contracts';
import { call } from '../../../lib/call.ts';

export type CreateUserPasswordInput = { email: string; password: string; token: string };

/** From the forgot-password e-mail's link (/auth/create-password?email=&token=). */
export function createUserPassword({
  email,
  password,
  token,
}: CreateUserPasswordInput): Promise<PasswordResult> {
  return call(createUserPasswordCall, { body: { userName: email, password, token } });
}
