import { forgotUserPasswordCall, type PasswordResult } from '@vp/contracts';
import { call } from '../../../lib/call.ts';

/** Asks for a password e-mail; the server answers the same whether or not the address exists. */
export function forgotUserPassword(email: string): Promise<PasswordResult> {
  return call(forgotUserPasswordCall, { body: { email: email.trim() } });
}
