// A work order's photos through the provider API (issue 41 point 3, decision 115): every crew line's,
// with the evidence, signed links to the photo and its thumbnail, and the event work-order.photo-added.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from '../provider/provider-call.ts';
import { PROVIDER_API_PREFIX } from '../provider/provider-calls.ts';
import { externalIdParamsSchema } from '../provider/provider-shapes.ts';
import { allow } from '../platform/access.ts';
import { orderPhotoSchema } from './order-photos-calls.ts';

export const providerOrderPhotoSchema = orderPhotoSchema.extend({
  vendorId: z.number().int(),
  /** the crew line's external id, when the company gave one */
  crewLineExternalId: z.string().nullable(),
});
export type ProviderOrderPhoto = z.infer<typeof providerOrderPhotoSchema>;

export const providerWorkOrderPhotosResource = defineProviderResource({
  tag: 'work-order-photos',
  description: "Photos vendors' users took of the work, with their evidence.",
  schemas: { WorkOrderPhoto: providerOrderPhotoSchema },
});

export const listWorkOrderPhotosCall = defineProviderCall({
  id: 'listWorkOrderPhotos',
  method: 'GET',
  path: `${PROVIDER_API_PREFIX}/work-orders/:externalId/photos`,
  resource: providerWorkOrderPhotosResource,
  params: externalIdParamsSchema,
  response: z.object({ items: z.array(providerOrderPhotoSchema) }),
  access: allow.provider('work-orders:read'),
  summary: "A work order's photos, oldest first, with their evidence.",
  description:
    'Every crew line’s photos (at most 200 each), oldest first. thumbnailUrl and photoUrl are signed links ' +
    'that expire (BLOB_URL_TTL_SECONDS): read the list again for fresh ones. evidence says what is known ' +
    'about when and where each photo was taken (EXIF capture time and offset, GPS, the device clock) and ' +
    'what is not; a photo edited after capture is kept, with findings that say so. 404 when no work order ' +
    'has the external id. The event work-order.photo-added tells when one arrives.',
});
