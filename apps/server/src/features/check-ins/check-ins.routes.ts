// The vendor API's check-in calls (issue 41 point 4): the contract to the service. The guest's two are
// public (their access says so); the page's address and its own description of the device go to the row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkInCall,
  checkOutCall,
  getMyCheckInCall,
  guestCheckInCall,
  guestCheckOutCall,
} from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  checkIn,
  checkOut,
  getMyCheckIn,
  guestCheckIn,
  guestCheckOut,
  type CheckInDeps,
  type Client,
} from './check-ins.service.ts';

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

export function checkInsRoutes(deps: CheckInDeps) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(checkInCall, (request) =>
      checkIn(deps, sessionOf(request), request.params.id, request.body, clientOf(request)),
    );
    route(checkOutCall, (request) => checkOut(deps, sessionOf(request), request.params.id, request.body));
    route(getMyCheckInCall, (request) => getMyCheckIn(deps, sessionOf(request), request.params.id));
    route(guestCheckInCall, (request) => guestCheckIn(deps, request.body, clientOf(request)));
    route(guestCheckOutCall, (request) => guestCheckOut(deps, request.body));
  };
}
