// An e-mail without an account gets a decoy: a salt and verifier derived from the e-mail with a server
// secret, so that the same e-mail always sees the same salt, and B is made exactly as for a real
// account (a bare g^b would betray the decoy: it is always a quadratic residue). Nobody knows the
// decoy's password, so its finish fails exactly like a wrong password.
import { createHmac } from 'node:crypto';
import { ELEMENT_BYTES, fromBytes, g, modPow, toBytes } from './srp-group.ts';

export type DecoyAccount = { salt: string; verifier: string };

export function decoyAccount(secret: string, email: string): DecoyAccount {
  const derive = (label: string) => createHmac('sha256', secret).update(`${label}\0${email}`).digest();
  const salt = derive('salt').toString('hex');
  const verifier = toBytes(modPow(g, fromBytes(derive('verifier'))), ELEMENT_BYTES).toString('hex');
  return { salt, verifier };
}
