// The company profile's own calls of SPEC section 7 (the profile itself is vendor-profile's, the
// documents are beside the work-order documents): parse, then call the service or the repository.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyDeleteResponse,
  companyProfileIdParams,
  createVendorNotePath,
  createVendorNoteRequest,
  createVendorNoteResponse,
  createVendorTradePath,
  createVendorTradeRequest,
  createVendorTradeResponse,
  createVendorZipPath,
  createVendorZipRequest,
  createVendorZipResponse,
  deleteVendorTradePath,
  deleteVendorZipPath,
  getAchMessagePath,
  getAchMessageResponse,
  getTradeCatalogPath,
  getTradeCatalogResponse,
  getVendorNotesPath,
  getVendorNotesResponse,
  getVendorTradesByVendorPath,
  getVendorTradesByVendorResponse,
  getVendorZipsPath,
  getVendorZipsResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  listTradeCatalog,
  listVendorNotes,
  listVendorTrades,
  listVendorZips,
} from './company-profile.repository.ts';
import {
  addNote,
  addTrade,
  addZip,
  getAchMessage,
  removeTrade,
  removeZip,
} from './company-profile.service.ts';

export function companyProfileRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;
    const { db } = deps;

    r.get(getAchMessagePath, { preHandler, schema: { response: { 200: getAchMessageResponse } } }, () =>
      getAchMessage(db),
    );

    r.get(
      getVendorNotesPath,
      { preHandler, schema: { response: { 200: getVendorNotesResponse } } },
      async (request) => ({ venderNotes: await listVendorNotes(db, sessionOf(request).vendorId) }),
    );
    r.post(
      createVendorNotePath,
      { preHandler, schema: { body: createVendorNoteRequest, response: { 200: createVendorNoteResponse } } },
      (request) => addNote(db, sessionOf(request), request.body),
    );

    r.get(
      getVendorTradesByVendorPath,
      { preHandler, schema: { response: { 200: getVendorTradesByVendorResponse } } },
      async (request) => ({
        vendorTradeByVendorIds: await listVendorTrades(db, sessionOf(request).vendorId),
      }),
    );
    r.get(
      getTradeCatalogPath,
      { preHandler, schema: { response: { 200: getTradeCatalogResponse } } },
      async () => ({
        vendorTrades: await listTradeCatalog(db),
      }),
    );
    r.post(
      createVendorTradePath,
      {
        preHandler,
        schema: { body: createVendorTradeRequest, response: { 200: createVendorTradeResponse } },
      },
      (request) => addTrade(db, sessionOf(request).vendorId, request.body.code),
    );
    r.delete(
      deleteVendorTradePath,
      { preHandler, schema: { params: companyProfileIdParams, response: { 200: companyDeleteResponse } } },
      (request) => removeTrade(db, sessionOf(request).vendorId, request.params.id),
    );

    r.get(
      getVendorZipsPath,
      { preHandler, schema: { response: { 200: getVendorZipsResponse } } },
      async (request) => ({ vendorZip: await listVendorZips(db, sessionOf(request).vendorId) }),
    );
    r.post(
      createVendorZipPath,
      { preHandler, schema: { body: createVendorZipRequest, response: { 200: createVendorZipResponse } } },
      (request) => addZip(db, sessionOf(request).vendorId, request.body.zipCode),
    );
    r.delete(
      deleteVendorZipPath,
      { preHandler, schema: { params: companyProfileIdParams, response: { 200: companyDeleteResponse } } },
      (request) => removeZip(db, sessionOf(request).vendorId, request.params.id),
    );
  };
}
