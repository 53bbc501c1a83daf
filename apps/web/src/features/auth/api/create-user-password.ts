import { createUserPasswordPath, passwordResult, type PasswordResult } from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';

export type CreateUserPasswordInput = { email: string; password: string; token: string };

/** From the forgot-password e-mail's link (/auth/create-password?email=&token=). */
export function createUserPassword({
  email,
  password,
  token,
}: CreateUserPasswordInput): Promise<PasswordResult> {
  return apiPost(
    createUserPasswordPath,
    { userName: email, password, token },
    { guarded: false, schema: passwordResult },
  );
}
