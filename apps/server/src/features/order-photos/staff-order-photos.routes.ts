// The staff console's photo call (issue 41 point 3): a work order's photos with their evidence, every
// role. The contract to the service, nothing else.
import type { FastifyInstance } from 'fastify';
import { staffWorkOrderPhotosCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import { getStaffOrderPhotos } from './order-photos.service.ts';

export function staffOrderPhotosRoutes(deps: { db: Db; blobs: BlobStore }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    route(staffWorkOrderPhotosCall, (request) => getStaffOrderPhotos(deps, request.params.ordNum));
  };
}
