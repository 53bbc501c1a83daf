import { passwordResult, userSetPasswordPath, type PasswordResult } from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';

export type UserSetPasswordInput = { email: string; password: string; token: string };

/** From the link e-mailed when a password reset is required (/auth/set-password?email=&token=). */
export function userSetPassword({ email, password, token }: UserSetPasswordInput): Promise<PasswordResult> {
  return apiPost(userSetPasswordPath, { email, password, token }, { guarded: false, schema: passwordResult });
}
