// The vendor API's photo calls (issue 41 point 3, decision 115): the contract to the service, after the
// user's reach of the crew line (a Technician reaches only assigned ones; another answers 404 like
// another vendor's). Also starts the sweep of expired photo uploads and gives app.ts the local store's
// check of uploaded photo bytes.
import type { FastifyInstance } from 'fastify';
import { createPhotoUploadCall, crewLinePhotosCall, deletePhotoCall } from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import type { UploadCheck } from '../../platform/blobs/local-blob-routes.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import {
  PHOTO_UPLOAD_KEY_PREFIX,
  claimPhotoByKey,
  createPhotoUpload,
  startPhotoUploadSweeper,
  type PhotoDeps,
} from './order-photo-uploads.ts';
import { deletePhoto, getCrewLinePhotos, photoNotFound } from './order-photos.service.ts';
import { photoCrewLineOf } from './order-photos.repository.ts';

/** For the local store's PUT route: a photo's bytes are checked and thumbnailed before the PUT answers. */
export const orderPhotoUploadCheck = (deps: PhotoDeps): UploadCheck => ({
  prefix: PHOTO_UPLOAD_KEY_PREFIX,
  afterUpload: (key) => claimPhotoByKey(deps, key),
});

export function orderPhotosRoutes(deps: PhotoDeps & { sweepIntervalMs: number }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    if (deps.sweepIntervalMs > 0) {
      let stop: (() => void) | undefined;
      app.addHook('onReady', async () => {
        stop = startPhotoUploadSweeper(deps, deps.sweepIntervalMs, app.log);
      });
      app.addHook('onClose', async () => stop?.());
    }

    // its service checks the file first, then the crew line and the user's reach of it
    route(createPhotoUploadCall, (request) => createPhotoUpload(deps, sessionOf(request), request.body));
    route(crewLinePhotosCall, async (request) => {
      await assertReachesCrewLines(deps.db, sessionOf(request), [request.params.ocdId]);
      return getCrewLinePhotos(deps, sessionOf(request), request.params.ocdId);
    });
    route(deletePhotoCall, async (request) => {
      const session = sessionOf(request);
      const ocdId = await photoCrewLineOf(deps.db, session.vendorId, request.params.photoId);
      if (ocdId === undefined) throw photoNotFound();
      await assertReachesCrewLines(deps.db, session, [ocdId], photoNotFound);
      return deletePhoto(deps, session, request.params.photoId);
    });
  };
}
