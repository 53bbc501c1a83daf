// The provider API's enable beside its disable (issue 38 point 10, decision 103): a disabled vendor
// user signs in again with the password it had.
import { z } from 'zod';
import { defineProviderCall } from './provider-call.ts';
import { externalIdSchema } from './provider-shapes.ts';
import {
  providerVendorsPath,
  providerVendorUsersResource,
  providerVendorUserSchema,
} from './vendors-calls.ts';
import { allow } from '../platform/access.ts';

export const enableVendorUserCall = defineProviderCall({
  id: 'enableVendorUser',
  method: 'POST',
  path: `${providerVendorsPath}/:vendorExternalId/users/:externalId/enable`,
  resource: providerVendorUsersResource,
  params: z.object({ vendorExternalId: externalIdSchema, externalId: externalIdSchema }),
  response: providerVendorUserSchema,
  access: allow.provider('vendors:write'),
  summary: "Enables a vendor's disabled user again: it signs in with the password it had.",
  description:
    'Already active: 200 and nothing changes. If-Match is honoured (412 when stale). An inactive vendor: ' +
    '409 (its users cannot sign in). Event: user.enabled.',
  etag: true,
});
