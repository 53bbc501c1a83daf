// The staff console's view of a work order's photos (issue 41 point 3): every role reads them beside
// the work order, each with its time and place.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { orderPhotoSchema } from './order-photos-calls.ts';

export const staffWorkOrderPhotosCall = defineCall({
  id: 'staff-work-order-photos',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum/photos',
  params: z.object({ ordNum: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: z.object({ items: z.array(orderPhotoSchema.extend({ vendorName: z.string() })) }),
  access: allow.anyStaff,
  summary: "A work order's photos from every crew line, with their evidence",
});
