// Announcement rounds through the provider API (issue 17 point 2, decision 055): what the company
// sends to create one (its work orders and vendors by the company's own ids), what it reads back (each
// vendor's e-mail and answer), and the three calls.
import { z } from 'zod';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

export const ANNOUNCEMENT_ROUND_MAX_WORK_ORDERS = 200;
export const ANNOUNCEMENT_ROUND_MAX_VENDORS = 1000;

export const putAnnouncementRoundBodySchema = z
  .object({
    /** the work orders announced, by their external ids; repeats count once */
    workOrders: z.array(externalIdSchema).min(1).max(ANNOUNCEMENT_ROUND_MAX_WORK_ORDERS),
    /** the vendors it is sent to, by their external ids; repeats count once */
    vendors: z.array(externalIdSchema).min(1).max(ANNOUNCEMENT_ROUND_MAX_VENDORS),
  })
  .strict();
export type PutAnnouncementRoundBody = z.infer<typeof putAnnouncementRoundBodySchema>;

/**
 * A vendor's answer to the round: accepted or declined through the e-mail's links (the latest answer
 * counts), unsubscribed through its link (or before the round, when it was not e-mailed), or none yet.
 */
export const ANNOUNCEMENT_ANSWERS = ['accepted', 'declined', 'unsubscribed', 'no-answer'] as const;
export type AnnouncementAnswer = (typeof ANNOUNCEMENT_ANSWERS)[number];
export const announcementAnswerSchema = z.enum(ANNOUNCEMENT_ANSWERS);

/** Why a vendor of the round got no e-mail. */
export const ANNOUNCEMENT_SKIP_REASONS = ['unsubscribed', 'no-addresses'] as const;
export const announcementSkipReasonSchema = z.enum(ANNOUNCEMENT_SKIP_REASONS);

export const announcementRoundVendorSchema = z.object({
  /** null: a vendor the portal made itself (a round of the admin CLI) */
  externalId: z.string().nullable(),
  vendorNum: z.number().int(),
  company: z.string(),
  /** false: skipped, see skippedBecause */
  emailed: z.boolean(),
  skippedBecause: announcementSkipReasonSchema.nullable(),
  /** when the e-mail was queued (it leaves through the mail queue moments later) */
  emailedAt: z.string().nullable(),
  answer: announcementAnswerSchema,
  /** the reason of a decline, one of the portal's decline reasons */
  declinedReason: z.string().nullable(),
  /** when the current answer was given (null: no answer) */
  answeredAt: z.string().nullable(),
});
export type AnnouncementRoundVendor = z.infer<typeof announcementRoundVendorSchema>;

export const announcementRoundSchema = z.object({
  /** null: a round the portal made itself (the admin CLI) */
  externalId: z.string().nullable(),
  /** the ETag's number: it grows with every answer of a vendor */
  version: z.number().int(),
  createdAt: z.string(),
  /** the last change: the creation or a vendor's answer */
  updatedAt: z.string(),
  workOrders: z.array(z.object({ externalId: z.string().nullable(), poNum: z.string() })),
  vendors: z.array(announcementRoundVendorSchema),
});
export type AnnouncementRound = z.infer<typeof announcementRoundSchema>;

const ROUNDS_PATH = `${PROVIDER_API_PREFIX}/announcement-rounds`;

/** The provider API's `announcement-rounds`: its OpenAPI tag and the names of its shapes there. */
export const providerAnnouncementRoundsResource = defineProviderResource({
  tag: 'announcement-rounds',
  description: 'Work orders announced to vendors by e-mail, and their answers.',
  schemas: {
    AnnouncementRound: announcementRoundSchema,
    AnnouncementRoundVendor: announcementRoundVendorSchema,
    AnnouncementRoundInput: putAnnouncementRoundBodySchema,
    AnnouncementAnswer: announcementAnswerSchema,
    AnnouncementSkipReason: announcementSkipReasonSchema,
  },
});

export const putAnnouncementRoundCall = defineProviderCall({
  id: 'putAnnouncementRound',
  method: 'PUT',
  path: `${ROUNDS_PATH}/:externalId`,
  resource: providerAnnouncementRoundsResource,
  params: externalIdParamsSchema,
  body: putAnnouncementRoundBodySchema,
  response: announcementRoundSchema,
  access: allow.provider('announcements:write'),
  summary: 'Creates an announcement round and e-mails it to its vendors (201); a sent round does not change.',
  description:
    'The work orders and vendors are named by their external ids; an unknown one is 400 and creates nothing. ' +
    'Each vendor gets one e-mail with accept, decline and unsubscribe links, queued in the same transaction as ' +
    'the round; a vendor that has unsubscribed, or has neither a contact e-mail nor an active user, gets none ' +
    'and is named in the answer with emailed false and the reason. A round cannot be changed once sent: the same ' +
    'orders and vendors again answer 200 with the round as it is (nothing is sent twice), others answer 409. ' +
    'With If-Match, the round must exist at that version (else 412).',
  etag: true,
});

export const getAnnouncementRoundCall = defineProviderCall({
  id: 'getAnnouncementRound',
  method: 'GET',
  path: `${ROUNDS_PATH}/:externalId`,
  resource: providerAnnouncementRoundsResource,
  params: externalIdParamsSchema,
  response: announcementRoundSchema,
  access: allow.provider('announcements:read'),
  summary: "An announcement round with each vendor's e-mail and answer.",
  description:
    'answer is the latest of the vendor (accepted, declined with its reason, unsubscribed through the link of ' +
    'this round, or no-answer), with the time it was given. Every answer gives the round a new version (ETag) ' +
    'and updated_at.',
  etag: true,
});

export const listAnnouncementRoundsCall = defineProviderCall({
  id: 'listAnnouncementRounds',
  method: 'GET',
  path: ROUNDS_PATH,
  resource: providerAnnouncementRoundsResource,
  query: providerListQuerySchema,
  response: providerPageSchema(announcementRoundSchema),
  access: allow.provider('announcements:read'),
  summary: 'The announcement rounds with their answers, a page at a time.',
  description:
    'Rounds made by the portal itself (the admin CLI) are listed too, with externalId null. With ' +
    'updated_since, only rounds created or answered since then.',
});
