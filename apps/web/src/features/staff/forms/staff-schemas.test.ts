import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
  STAFF_ROLES,
  type StaffRole,
} from '@vp/contracts';
import {
  canChangeSettings,
  canDecideDocuments,
  canDecideQuickPay,
  canManageStaff,
  canManageVendors,
  canReadAudit,
  canSendRounds,
  canSetQuickPayExclusion,
  staffMenuFor,
} from '../state/staff-paths.ts';
import {
  CODE_INVALID,
  createStaffSchema,
  EMAIL_INVALID,
  newPasswordSchema,
  RECOVERY_CODE_INVALID,
  recoveryCodeSchema,
  staffLoginSchema,
  temporaryPasswordSchema,
  totpCodeSchema,
} from './staff-schemas.ts';

/** What the form's resolver answers: the parsed values, or each field's message. */
async function viaResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, values: z.input<S>) {
  const result = await zodResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const fields = Object.entries(result.errors);
  if (fields.length === 0) return { ok: true as const, values: result.values };
  return { ok: false as const, errors: Object.fromEntries(fields.map(([f, e]) => [f, e?.message])) };
}

describe('staff sign-in forms', async () => {
  it('asks for an e-mail and a password', async () => {
    expect(await viaResolver(staffLoginSchema, { email: ' ', password: '' })).toEqual({
      ok: false,
      errors: { email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED },
    });
    expect(await viaResolver(staffLoginSchema, { email: 'nobody', password: 'x' })).toMatchObject({
      errors: { email: EMAIL_INVALID },
    });
    expect(await viaResolver(staffLoginSchema, { email: ' a@b.example ', password: 'x' })).toEqual({
      ok: true,
      values: { email: 'a@b.example', password: 'x' },
    });
  });

  it('wants a new password of 8 or more, typed twice alike', async () => {
    expect(
      await viaResolver(newPasswordSchema, { newPassword: 'short', repeatNewPassword: 'short' }),
    ).toMatchObject({
      errors: { newPassword: PASSWORD_TOO_SHORT },
    });
    expect(
      await viaResolver(newPasswordSchema, {
        newPassword: 'Long-enough-1',
        repeatNewPassword: 'Long-enough-2',
      }),
    ).toMatchObject({ errors: { repeatNewPassword: PASSWORDS_MUST_MATCH } });
    expect(
      (
        await viaResolver(newPasswordSchema, {
          newPassword: 'Long-enough-1',
          repeatNewPassword: 'Long-enough-1',
        })
      ).ok,
    ).toBe(true);
  });

  it('checks the sign-in and the new password together for a temporary password', async () => {
    expect(
      await viaResolver(temporaryPasswordSchema, {
        email: '',
        password: '',
        newPassword: 'short',
        repeatNewPassword: 'other',
      }),
    ).toMatchObject({
      errors: { email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED, newPassword: PASSWORD_TOO_SHORT },
    });
    expect(
      await viaResolver(temporaryPasswordSchema, {
        email: ' a@b.example ',
        password: 'x',
        newPassword: 'Long-enough-1',
        repeatNewPassword: 'Long-enough-1',
      }),
    ).toEqual({
      ok: true,
      values: {
        email: 'a@b.example',
        password: 'x',
        newPassword: 'Long-enough-1',
        repeatNewPassword: 'Long-enough-1',
      },
    });
  });

  it('takes 6 digits, spaces allowed, as the code', async () => {
    expect(await viaResolver(totpCodeSchema, { code: '123 456' })).toEqual({
      ok: true,
      values: { code: '123456' },
    });
    for (const code of ['', '12345', '1234567', 'abcdef'])
      expect(await viaResolver(totpCodeSchema, { code })).toMatchObject({ errors: { code: CODE_INVALID } });
  });

  it('takes a recovery code with or without dashes', async () => {
    expect((await viaResolver(recoveryCodeSchema, { recoveryCode: ' ABCD-efgh-jkmn-pqrs ' })).ok).toBe(true);
    expect((await viaResolver(recoveryCodeSchema, { recoveryCode: 'abcdefghjkmnpqrs' })).ok).toBe(true);
    expect(await viaResolver(recoveryCodeSchema, { recoveryCode: 'abcd-efgh' })).toMatchObject({
      errors: { recoveryCode: RECOVERY_CODE_INVALID },
    });
  });
});

describe('the new staff account form', async () => {
  it('needs an e-mail and a role; the name may be empty', async () => {
    expect(
      (await viaResolver(createStaffSchema, { email: 'new@acme.example', name: '', role: 'read_only' })).ok,
    ).toBe(true);
    const refused = await viaResolver(createStaffSchema, {
      email: '',
      name: 'x'.repeat(201),
      role: '' as never,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors).sort()).toEqual(['email', 'name', 'role']);
  });
});

describe('what each role sees', () => {
  it('shows Staff and its create/disable to Administrators only', () => {
    expect(staffMenuFor('administrator').map((entry) => entry.label)).toContain('Staff');
    expect(staffMenuFor('read_only').map((entry) => entry.label)).not.toContain('Staff');
    for (const role of STAFF_ROLES)
      expect(staffMenuFor(role).map((entry) => entry.label)).toContain('Work orders');
    expect(canManageStaff('administrator')).toBe(true);
    expect(canManageStaff('read_only')).toBe(false);
    expect(canManageStaff('vendor_manager')).toBe(false);
  });

  it('shows Document review to every role; Vendor managers and Administrators decide (decision 059)', () => {
    for (const role of STAFF_ROLES)
      expect(staffMenuFor(role).map((entry) => entry.label)).toContain('Document review');
    expect(STAFF_ROLES.filter(canDecideDocuments)).toEqual(['administrator', 'vendor_manager']);
  });

  it('shows Announcement rounds to every role, and sending and awarding to Vendor managers', () => {
    for (const role of STAFF_ROLES)
      expect(staffMenuFor(role).map((entry) => entry.label)).toContain('Announcement rounds');
    expect(STAFF_ROLES.filter(canSendRounds)).toEqual(['administrator', 'vendor_manager']);
  });

  it('shows QuickPay and Portal settings to every role; answers for Accounts payable, changes for Administrators', () => {
    for (const role of STAFF_ROLES) {
      const labels = staffMenuFor(role).map((entry) => entry.label);
      expect(labels, role).toEqual(expect.arrayContaining(['QuickPay', 'Portal settings']));
    }
    expect(STAFF_ROLES.filter(canDecideQuickPay)).toEqual(['administrator', 'accounts_payable']);
    expect(STAFF_ROLES.filter(canChangeSettings)).toEqual(['administrator']);
  });

  it('shows Vendors to every role; user and status changes to Vendor managers, the QuickPay exclusion to Accounts payable too', () => {
    for (const role of STAFF_ROLES)
      expect(
        staffMenuFor(role).map((entry) => entry.label),
        role,
      ).toContain('Vendors');
    expect(STAFF_ROLES.filter(canManageVendors)).toEqual(['administrator', 'vendor_manager']);
    expect(STAFF_ROLES.filter(canSetQuickPayExclusion)).toEqual([
      'administrator',
      'vendor_manager',
      'accounts_payable',
    ]);
  });

  it('shows Integrations to Administrators, and the Audit log to Administrators and Read-only staff (decision 063)', () => {
    const labels = (role: StaffRole) => staffMenuFor(role).map((entry) => entry.label);
    expect(labels('administrator')).toEqual(expect.arrayContaining(['Integrations', 'Audit log']));
    expect(labels('read_only')).toContain('Audit log');
    expect(labels('read_only')).not.toContain('Integrations');
    for (const role of ['vendor_manager', 'accounts_payable'] as const) {
      expect(labels(role)).not.toContain('Integrations');
      expect(labels(role)).not.toContain('Audit log');
    }
    expect(canReadAudit('read_only')).toBe(true);
    expect(canReadAudit('vendor_manager')).toBe(false);
  });
});
