// The admin commands for staff accounts (issue 18 point 1, decision 057): create one (its temporary
// password and how to sign in are printed once), list them, disable one, and print the current TOTP
// code of a secret (a helper for the demo, whose authenticator secret is printed at the first start).
import { userInfo } from 'node:os';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@vp/contracts';
import type { Command } from './command-types.ts';
import { emailOption, text } from './option-values.ts';
import {
  createStaff,
  disableStaff,
  enableStaff,
  findStaffByEmail,
  listStaff,
  signInInstructions,
} from '../features/staff-accounts/staff-accounts.service.ts';
import { totpCodeNow } from '../platform/identity/totp.ts';

/** Who acted, in the staff audit log: the CLI has no staff account, so the operator's login names it. */
function cliActor() {
  let login = 'unknown';
  try {
    login = userInfo().username;
  } catch {
    // no user name (a container without /etc/passwd): the log says 'unknown'
  }
  return { staffId: null, email: `admin-cli (${login})` };
}

/**
 * A command that sets a staff account's status by `change`; an account that already has the status
 * is said to, and left as it is.
 */
function staffStatusCommand(
  summary: string,
  status: 'disabled' | 'active',
  change: typeof disableStaff,
  done: string,
): Command {
  return {
    summary,
    options: { email: { type: 'string', description: 'the staff e-mail', required: true } },
    async run(rt, v) {
      const email = text(v, 'email').toLowerCase();
      const found = await findStaffByEmail(rt.db, email);
      if (!found) throw new Error(`There is no staff account ${email}.`);
      if (found.status === status) {
        console.log(`Staff account ${email} was already ${status}.`);
        return;
      }
      await change(rt.db, found.id, cliActor());
      console.log(`Staff account ${email} ${done}`);
    },
  };
}

/** A role as typed: 'administrator', 'Vendor manager', 'accounts-payable', 'read_only'... */
export function parseStaffRole(raw: string): StaffRole {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const role = STAFF_ROLES.find((r) => r === key);
  if (!role)
    throw new Error(
      `'${raw}' is not a staff role. The roles: ${STAFF_ROLES.map((r) => `${r} (${STAFF_ROLE_LABELS[r]})`).join(', ')}.`,
    );
  return role;
}

export const staffCommands: Record<string, Command> = {
  'create-staff': {
    summary: "Create a staff account of the company's team; prints a temporary password and how to sign in.",
    options: {
      email: { type: 'string', description: 'sign-in e-mail', required: true },
      role: {
        type: 'string',
        description: 'administrator, vendor-manager, accounts-payable or read-only',
        required: true,
      },
      name: { type: 'string', description: "the person's name" },
    },
    async run(rt, v) {
      const email = emailOption(v, 'email');
      const role = parseStaffRole(text(v, 'role'));
      const { staff, temporaryPassword } = await createStaff(
        rt.db,
        { email, name: text(v, 'name'), role },
        cliActor(),
      );
      console.log(`Staff account ${staff.email} created (${STAFF_ROLE_LABELS[staff.role]}).`);
      for (const line of signInInstructions(rt.config.publicUrl, staff.email, temporaryPassword))
        console.log(line);
    },
  },
  'list-staff': {
    summary: 'List the staff accounts: e-mail, name, role, status, whether an authenticator is enrolled.',
    options: {},
    async run(rt) {
      const staff = await listStaff(rt.db);
      if (staff.length === 0) {
        console.log('There are no staff accounts. Create one with: npm run admin -- create-staff');
        return;
      }
      for (const s of staff) {
        console.log(
          `${s.email}  ${STAFF_ROLE_LABELS[s.role]}  ${s.status}${s.totpEnrolled ? '' : '  (authenticator not enrolled yet)'}` +
            (s.name ? `  ${s.name}` : ''),
        );
      }
    },
  },
  'disable-staff': staffStatusCommand(
    'Disable a staff account: it cannot sign in, and its open sessions end at once.',
    'disabled',
    disableStaff,
    'disabled; its sessions have ended.',
  ),
  // what can be disabled can be enabled again (issue 38 point 10), here too: the last Administrator
  // disabled by mistake has no console to do it from
  'enable-staff': staffStatusCommand(
    'Enable a disabled staff account again: it signs in with its password and second factor.',
    'active',
    enableStaff,
    'enabled; it can sign in again.',
  ),
  'totp-code': {
    summary: 'Print the current 6-digit code of a TOTP secret (base32), as an authenticator app shows it.',
    options: { secret: { type: 'string', description: 'the base32 secret', required: true } },
    // it only computes a code: no database, no settings
    needs: 'nothing',
    async run(v) {
      const secret = text(v, 'secret').replace(/\s/g, '').toUpperCase();
      if (!/^[A-Z2-7]+=*$/.test(secret))
        throw new Error('--secret must be base32 (letters A-Z and digits 2-7).');
      try {
        console.log(await totpCodeNow(secret));
      } catch (err) {
        throw new Error(`--secret is not a usable TOTP secret: ${(err as Error).message}`, { cause: err });
      }
    },
  },
};
