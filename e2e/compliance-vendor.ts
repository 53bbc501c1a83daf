// A vendor of its own for the compliance specs that upload: in New York with the HVAC and Plumbing
// trades, so that the demo's requirements concern it as they concern the demo vendor, and an
// Administrator to sign in with. Its uploads leave the demo vendor's compliance as the demo made it,
// for the specs that read it.
import { randomBytes } from 'node:crypto';
import type { ComplianceKind, Coverage } from '@vp/contracts';
import { grantRolesToMany } from '../apps/server/src/features/vendors/grant-role.ts';
import { makeVerifier } from '../apps/server/src/platform/identity/password-verifier.ts';
import { openE2eDb } from './e2e-db.ts';

export type ComplianceVendor = { vendorId: number; email: string; password: string };

export async function createComplianceVendor(label: string): Promise<ComplianceVendor> {
  const tag = `${Date.now()}-${randomBytes(3).toString('hex')}`;
  const email = `e2e-${label}-${tag}@compliance-vendor.example`;
  const password = `Pass-${randomBytes(6).toString('hex')}`;
  const secret = await makeVerifier(email, password);
  const db = openE2eDb();
  try {
    const { max } = await db
      .selectFrom('vendors')
      .select((eb) => eb.fn.max('vendor_num').as('max'))
      .executeTakeFirstOrThrow();
    const vendorNum = Math.max(Number(max ?? 0), 30_000) + 1;
    const { id: vendorId } = await db
      .insertInto('vendors')
      .values({ vendor_num: vendorNum, company: `E2e ${label} Mechanical`, city: 'Albany', state: 'NY' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('vendor_trades')
      .values(['HVAC', 'Plumbing'].map((trade_code) => ({ vendor_id: vendorId, trade_code })))
      .execute();
    const { id } = await db
      .insertInto('users')
      .values({
        vendor_id: vendorId,
        email,
        first_name: 'E2e',
        last_name: label,
        srp_salt: secret.salt,
        srp_verifier: secret.verifier,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the default roles came with the vendor's insert (migration 0044)
    await grantRolesToMany(db, vendorId, [id], ['Administrator']);
    return { vendorId, email, password };
  } finally {
    await db.destroy();
  }
}

/** The id of the demo's requirement of this kind (and coverage). */
export async function requirementId(kind: ComplianceKind, coverage: Coverage | null = null): Promise<number> {
  const db = openE2eDb();
  try {
    let query = db.selectFrom('compliance_requirements').select('id').where('kind', '=', kind);
    if (coverage !== null) query = query.where('coverage', '=', coverage);
    const { id } = await query.orderBy('id').executeTakeFirstOrThrow();
    return id;
  } finally {
    await db.destroy();
  }
}
