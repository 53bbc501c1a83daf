// A compliance document whose file never came (decision 112): the sweep of expired upload links takes
// its data row with the upload, and leaves the rows whose file arrived.
import { expect, it } from 'vitest';
import { createComplianceUploadCall } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  certificate,
  makePdf,
  signInUser,
  uploadCompliance,
  uploadDepsOf,
} from '../../../test/fixtures/index.ts';
import { SWEEP_GRACE_MS, sweepUploads } from './order-document-uploads.ts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });

it('removes the data of a compliance upload whose link expired without its file', async () => {
  const admin = await signInUser(server, { admin: true });
  const arrived = await uploadCompliance(server, admin.token, certificate(), await makePdf('COI'));
  const res = await server.call(createComplianceUploadCall, { body: certificate() }, { as: admin });
  expect(res.status, res.text).toBe(200);
  const later = new Date(Date.now() + server.config.blobs.urlTtlSeconds * 1000 + SWEEP_GRACE_MS + 1000);
  const deps = uploadDepsOf(server);
  await sweepUploads(deps, later);
  const left = await server.db
    .selectFrom('compliance_documents')
    .select('id')
    .where('vendor_id', '=', admin.vendorId)
    .execute();
  expect(left.map((r) => r.id)).toEqual([arrived.complianceDocumentId]);
});
