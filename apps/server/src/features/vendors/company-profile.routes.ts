// The company profile's own calls of SPEC section 7 (the profile itself is vendor-profile's, the
// documents are beside the work-order documents), each registered from its contract (issue 16): parse,
// then call the service or the repository.
import type { FastifyInstance } from 'fastify';
import {
  createVendorNoteCall,
  createVendorTradeCall,
  createVendorZipCall,
  deleteVendorTradeCall,
  deleteVendorZipCall,
  getAchMessageCall,
  getTradeCatalogCall,
  getVendorNotesCall,
  getVendorTradesByVendorCall,
  getVendorZipsCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { listVendorNotes, listVendorTrades, listVendorZips } from './company-profile.repository.ts';
import { tradeCatalogCodes } from '../../domain/trade-catalog.repository.ts';
import {
  addNote,
  addTrade,
  addZip,
  getAchMessage,
  removeTrade,
  removeZip,
  sessionEditor,
} from './company-profile.service.ts';

export function companyProfileRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = callRouter(app);
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    route(getAchMessageCall, () => getAchMessage(db));

    route(getVendorNotesCall, async (request) => ({
      venderNotes: await listVendorNotes(db, vendorOf(request)),
    }));
    route(createVendorNoteCall, (request) => addNote(db, sessionOf(request), request.body));

    route(getVendorTradesByVendorCall, async (request) => ({
      vendorTradeByVendorIds: await listVendorTrades(db, vendorOf(request)),
    }));
    route(getTradeCatalogCall, async () => ({ vendorTrades: await tradeCatalogCodes(db) }));
    route(createVendorTradeCall, (request) =>
      addTrade(db, sessionEditor(sessionOf(request)), request.body.code),
    );
    route(deleteVendorTradeCall, (request) =>
      removeTrade(db, sessionEditor(sessionOf(request)), request.params.id),
    );

    route(getVendorZipsCall, async (request) => ({ vendorZip: await listVendorZips(db, vendorOf(request)) }));
    route(createVendorZipCall, (request) =>
      addZip(db, sessionEditor(sessionOf(request)), request.body.zipCode),
    );
    route(deleteVendorZipCall, (request) =>
      removeZip(db, sessionEditor(sessionOf(request)), request.params.id),
    );
  };
}
