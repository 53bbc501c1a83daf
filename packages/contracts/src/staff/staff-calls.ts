// The staff console's calls (issue 18 point 1, decision 057): the facilities company's own people sign
// in under /staff/api with SRP, as vendors do, then a TOTP second factor, and work with a session of
// their own (the `vp_staff` cookie) that vendor sessions and provider tokens never open. Every staff
// call states the roles it allows on its contract (`allow.staff(...)`); Administrators may make them all.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { signInFinishRequest, signInStartRequest, signInStartResponse } from '../auth/sign-in.ts';
import { allow, STAFF_ROLES, type StaffRole } from '../platform/access.ts';

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  administrator: 'Administrator',
  vendor_manager: 'Vendor manager',
  accounts_payable: 'Accounts payable',
  read_only: 'Read-only',
};

/** The staff session's cookie: httpOnly, SameSite=Strict, sent only to /staff/api. */
export const STAFF_SESSION_COOKIE = 'vp_staff';

/** The web page a staff member signs in at (the console's screens are issue 18 point 2). */
export const STAFF_LOGIN_PAGE = '/staff/login';

const hex = z
  .string()
  .regex(/^[0-9a-f]+$/i)
  .max(2048);
const email = z.string().trim().toLowerCase().email().max(320);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(['active', 'disabled']),
  /** whether an authenticator app is enrolled (the first sign-in enrols one) */
  totpEnrolled: z.boolean(),
  createdAt: z.string(),
  /** when the member last signed in (a staff session opened), or null */
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Step 2's answers: a temporary password to replace, or the second factor to give (or enrol). */
export const staffSignInFinishResponse = z.discriminatedUnion('result', [
  z.object({ result: z.literal('NEW_PASSWORD_REQUIRED') }),
  z.object({
    result: z.literal('TOTP_REQUIRED'),
    serverProof: hex,
    /** names this sign-in in step 3; minutes long */
    secondFactorToken: z.string(),
  }),
  z.object({
    result: z.literal('TOTP_ENROLMENT_REQUIRED'),
    serverProof: hex,
    secondFactorToken: z.string(),
    /** base32, for an authenticator app typed in by hand */
    totpSecret: z.string(),
    /** otpauth://totp/... for a QR code */
    otpauthUri: z.string(),
  }),
]);
export type StaffSignInFinishResponse = z.infer<typeof staffSignInFinishResponse>;

/** Step 3: the authenticator's 6 digits, or one of the recovery codes (not both). */
export const staffSecondFactorRequest = z
  .object({
    secondFactorToken: z.string().min(1).max(200),
    code: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    recoveryCode: z.string().min(1).max(64).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recoveryCode === undefined), {
    message: 'Give either code or recoveryCode.',
    path: ['code'],
  });

export const staffSignedInResponse = z.object({
  result: z.literal('SIGNED_IN'),
  staff: staffMemberSchema,
  /** only at enrolment: the 10 one-time recovery codes, shown this once */
  recoveryCodes: z.array(z.string()).optional(),
  recoveryCodesLeft: z.number().int(),
  /** the session ends after this many seconds without a staff call */
  idleTimeoutSeconds: z.number().int(),
});

export const staffMeResponse = staffMemberSchema.extend({
  recoveryCodesLeft: z.number().int(),
  idleTimeoutSeconds: z.number().int(),
});

export const createStaffRequest = z.object({
  email,
  name: z.string().trim().max(200).default(''),
  role: staffRoleSchema,
});
export const createStaffResponse = z.object({
  staff: staffMemberSchema,
  /** shown once; replaced at the first sign-in */
  temporaryPassword: z.string(),
  signInUrl: z.string(),
});
export const staffIdParams = z.object({ staffId: z.coerce.number().int().positive().max(2147483647) });

export const staffSignInStartCall = defineCall({
  id: 'staff-sign-in-start',
  method: 'POST',
  path: '/staff/api/sign-in/start',
  body: signInStartRequest,
  response: signInStartResponse,
  access: allow.public,
  summary: "Staff sign-in, step 1 (SRP-6a): the account's salt and the server's public ephemeral",
});

export const staffSignInFinishCall = defineCall({
  id: 'staff-sign-in-finish',
  method: 'POST',
  path: '/staff/api/sign-in/finish',
  body: signInFinishRequest,
  response: staffSignInFinishResponse,
  access: allow.public,
  summary: "Staff sign-in, step 2: the client's proof; then the second factor (or its enrolment)",
});

export const staffSecondFactorCall = defineCall({
  id: 'staff-sign-in-second-factor',
  method: 'POST',
  path: '/staff/api/sign-in/second-factor',
  body: staffSecondFactorRequest,
  response: staffSignedInResponse,
  access: allow.public,
  summary: 'Staff sign-in, step 3: a TOTP or recovery code; sets the staff session cookie',
});

export const staffSignOutCall = defineCall({
  id: 'staff-sign-out',
  method: 'POST',
  path: '/staff/api/sign-out',
  access: allow.public,
  summary: 'Ends the staff session and clears its cookie (204 whether or not one was open)',
});

export const staffMeCall = defineCall({
  id: 'staff-me',
  method: 'GET',
  path: '/staff/api/me',
  response: staffMeResponse,
  access: allow.anyStaff,
  summary: 'The signed-in staff member',
});

export const listStaffCall = defineCall({
  id: 'staff-list',
  method: 'GET',
  path: '/staff/api/staff',
  response: z.object({ staff: z.array(staffMemberSchema) }),
  access: allow.staff('administrator'),
  summary: 'Every staff account (Administrators)',
});

export const createStaffCall = defineCall({
  id: 'staff-create',
  method: 'POST',
  path: '/staff/api/staff',
  body: createStaffRequest,
  response: createStaffResponse,
  access: allow.staff('administrator'),
  summary: 'Creates a staff account with a temporary password, shown once (Administrators)',
  notReplayed: ['temporaryPassword'],
});

export const disableStaffCall = defineCall({
  id: 'staff-disable',
  method: 'POST',
  path: '/staff/api/staff/:staffId/disable',
  params: staffIdParams,
  response: staffMemberSchema,
  access: allow.staff('administrator'),
  summary: 'Disables a staff account and ends its sessions (Administrators)',
});

export const changeStaffRoleRequest = z.object({ role: staffRoleSchema });

export const changeStaffRoleCall = defineCall({
  id: 'staff-change-role',
  method: 'POST',
  path: '/staff/api/staff/:staffId/role',
  params: staffIdParams,
  body: changeStaffRoleRequest,
  response: staffMemberSchema,
  access: allow.staff('administrator'),
  summary: "Changes a staff member's role, effective on their next call (Administrators; not their own)",
});

export const resetStaffSecondFactorCall = defineCall({
  id: 'staff-reset-second-factor',
  method: 'POST',
  path: '/staff/api/staff/:staffId/reset-second-factor',
  params: staffIdParams,
  response: staffMemberSchema,
  access: allow.staff('administrator'),
  summary:
    "Forgets a member's authenticator and recovery codes and ends their sessions: the next sign-in enrols a new one (Administrators; a lost phone)",
});
