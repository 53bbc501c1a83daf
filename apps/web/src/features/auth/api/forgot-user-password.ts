import { forgotUserPasswordPath, passwordResult, type PasswordResult } from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';

/** Asks for a password e-mail; the server answers the same whether or not the address exists. */
export function forgotUserPassword(email: string): Promise<PasswordResult> {
  return apiPost(forgotUserPasswordPath, { email: email.trim() }, { guarded: false, schema: passwordResult });
}
