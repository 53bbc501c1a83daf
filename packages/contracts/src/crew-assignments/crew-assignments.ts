// Technicians assigned to crew lines (issue 40 point 3): an Administrator or Office user (permission
// 'work-orders:assign') assigns a work order's crew line to one or more of the vendor's users, from the
// details page or in bulk from selected rows; anyone who sees the order sees who is assigned. Not in
// the spec. A crew line of another vendor answers 404 like a missing one.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';

const id = z.number().int().positive().max(2_147_483_647);

/** at most this many crew lines in one assignment (a page of the grid's selection) */
export const MAX_CREW_LINES_PER_ASSIGNMENT = 200;
/** at most this many technicians on one crew line */
export const MAX_TECHNICIANS_PER_CREW_LINE = 20;

export const TECHNICIANS_ASSIGNED = 'Technicians assigned.';
export const TECHNICIANS_UNASSIGNED = 'Technicians removed from the work order.';
export const CREW_LINE_NOT_FOUND = 'The work order was not found.';
export const unknownTechnicians = (ids: readonly number[]) =>
  `These users are not active users of your company: ${ids.join(', ')}.`;

/** A user as an assignment names them. */
export const assignedTechnician = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AssignedTechnician = z.infer<typeof assignedTechnician>;

/** A user who can be assigned: an active user of the vendor, with the user groups they hold. */
export const assignableUser = assignedTechnician.extend({
  email: z.string(),
  roles: z.array(z.string()),
});
export type AssignableUser = z.infer<typeof assignableUser>;

export const assignableUsersResponse = z.object({ items: z.array(assignableUser) });
export type AssignableUsersResponse = z.infer<typeof assignableUsersResponse>;

/** GET /api/assignable-users: the vendor's active users, by last and first name. */
export const assignableUsersCall = defineCall({
  id: 'assignable-users',
  method: 'GET',
  path: '/api/assignable-users',
  response: assignableUsersResponse,
  access: allow.vendor('work-orders:assign'),
  summary: "The company's active users a crew line can be assigned to, by last and first name",
});

export const crewLineTechniciansParams = z.object({
  ocdId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const crewLineTechniciansResponse = z.object({
  ocdId: z.number().int(),
  technicians: z.array(assignedTechnician),
});
export type CrewLineTechniciansResponse = z.infer<typeof crewLineTechniciansResponse>;

/** GET /api/crew-line-technicians/:ocdId: who is assigned to one of the vendor's crew lines. */
export const crewLineTechniciansCall = defineCall({
  id: 'crew-line-technicians',
  method: 'GET',
  path: '/api/crew-line-technicians/:ocdId',
  params: crewLineTechniciansParams,
  response: crewLineTechniciansResponse,
  access: allow.vendor('work-orders'),
  summary: "The technicians assigned to one of the vendor's crew lines, by last and first name",
});

export const assignCrewLinesRequest = z
  .object({
    /** the crew lines (ocdId of the grid's rows) */
    ocdIds: z.array(id).min(1).max(MAX_CREW_LINES_PER_ASSIGNMENT),
    /** the users each crew line is assigned to from now on (replacing whoever was); [] unassigns */
    userIds: z.array(id).max(MAX_TECHNICIANS_PER_CREW_LINE),
  })
  .strict();
export type AssignCrewLinesRequest = z.infer<typeof assignCrewLinesRequest>;

export const assignCrewLinesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** each crew line with its technicians as they now are */
  assignments: z.array(crewLineTechniciansResponse),
});
export type AssignCrewLinesResponse = z.infer<typeof assignCrewLinesResponse>;

/**
 * POST /api/assign-crew-lines: each crew line is assigned to exactly `userIds` (the same for all, as a
 * bulk action from selected rows does). All or nothing: a crew line not the vendor's is 404 and a user
 * not an active user of the vendor 400, changing nothing. A crew line whose technicians change raises
 * `crew-line.assigned`; sending the same again changes nothing and raises nothing.
 */
export const assignCrewLinesCall = defineCall({
  id: 'assign-crew-lines',
  method: 'POST',
  path: '/api/assign-crew-lines',
  body: assignCrewLinesRequest,
  response: assignCrewLinesResponse,
  access: allow.vendor('work-orders:assign'),
  summary: 'Assigns crew lines to technicians (replacing whoever was assigned)',
});

/** at most this many crew lines on "My work" */
export const MY_WORK_MAX_ITEMS = 200;

export const myWorkQuery = z
  .object({
    /** IANA time zone of the browser, for "today" (UTC when left out) */
    timezone: z.string().max(64).optional(),
  })
  .strict();

/** One crew line assigned to the signed-in user. */
export const myWorkItem = z.object({
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  crewId: z.number().int(),
  poNum: z.string(),
  clientCode: z.string(),
  storeNumber: z.string(),
  locationName: z.string(),
  address: z.string(),
  orderStatus: z.string(),
  /** the visit date when one is set, else the onsite (work) date: ISO instant */
  date: z.string(),
  /** the day of `date` in the asked time zone, YYYY-MM-DD */
  day: z.string(),
  today: z.boolean(),
});
export type MyWorkItem = z.infer<typeof myWorkItem>;
export const myWorkResponse = z.object({ items: z.array(myWorkItem) });
export type MyWorkResponse = z.infer<typeof myWorkResponse>;

/**
 * GET /api/my-work: the crew lines assigned to the signed-in user (issue 40 point 3), today's first,
 * then the coming ones soonest first, then the past ones latest first; at most MY_WORK_MAX_ITEMS.
 */
export const myWorkCall = defineCall({
  id: 'my-work',
  method: 'GET',
  path: '/api/my-work',
  query: myWorkQuery,
  response: myWorkResponse,
  access: allow.vendor('work-orders'),
  summary: "The crew lines assigned to the signed-in user, today's first",
});
