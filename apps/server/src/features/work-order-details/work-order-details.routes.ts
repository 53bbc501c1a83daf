// The details sections' calls of SPEC section 7 "Work orders": parse, then call the service.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOrderNotePath,
  createOrderNoteRequest,
  createOrderNoteResponse,
  crewIdParams,
  getClientInstructionPath,
  getClientInstructionResponse,
  getCrewDetailsPath,
  getCrewDetailsQuery,
  getCrewDetailsResponse,
  getOrderDetailPath,
  getOrderDetailResponse,
  getOrderHoursPath,
  getOrderHoursResponse,
  getOrderNotesPath,
  getOrderNotesResponse,
  getRecurSummaryPath,
  getRecurSummaryResponse,
  ocdIdParams,
  ordNumParams,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  createOrderNote,
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getOrderNotes,
  getRecurSummary,
} from './work-order-details.service.ts';

export function workOrderDetailsRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { db } = deps;
    const preHandler = deps.requireSession;
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    r.get(
      getOrderDetailPath,
      { preHandler, schema: { params: ocdIdParams, response: { 200: getOrderDetailResponse } } },
      async (request) => getOrderDetail(db, vendorOf(request), request.params.id),
    );
    r.get(
      getRecurSummaryPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getRecurSummaryResponse } } },
      async (request) => getRecurSummary(db, vendorOf(request), request.params.ordNum),
    );
    r.get(
      getClientInstructionPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getClientInstructionResponse } } },
      async (request) => getClientInstruction(db, vendorOf(request), request.params.ordNum),
    );
    r.get(
      getOrderHoursPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getOrderHoursResponse } } },
      async (request) => getOrderHours(db, vendorOf(request), request.params.ordNum),
    );
    r.get(
      getCrewDetailsPath,
      {
        preHandler,
        schema: {
          params: crewIdParams,
          querystring: getCrewDetailsQuery,
          response: { 200: getCrewDetailsResponse },
        },
      },
      async (request) => getCrewDetails(db, vendorOf(request), request.params.crewId, request.query.ordNum),
    );
    r.get(
      getOrderNotesPath,
      { preHandler, schema: { params: ordNumParams, response: { 200: getOrderNotesResponse } } },
      async (request) => getOrderNotes(db, vendorOf(request), request.params.ordNum),
    );
    r.post(
      createOrderNotePath,
      { preHandler, schema: { body: createOrderNoteRequest, response: { 200: createOrderNoteResponse } } },
      async (request) => createOrderNote(db, sessionOf(request), request.body),
    );
  };
}
