// The provider API's photos of a work order (issue 41 point 3, decision 115), scope work-orders:read.
// Routes only parse and call.
import type { FastifyPluginAsync } from 'fastify';
import { listWorkOrderPhotosCall } from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getProviderOrderPhotos } from './order-photos.service.ts';

export function providerOrderPhotosRoutes(
  deps: ProviderRouteDeps & { blobs: BlobStore },
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    route(listWorkOrderPhotosCall, (request) => getProviderOrderPhotos(deps, request.params.externalId));
  };
}
