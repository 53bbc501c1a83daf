// The catalogue of events (issue 17 point 4, decision 049): every change that matters to the company,
// by name, with the shape of its `subject` (the ids concerned) and its `data` (the changed values).
// Both are small on purpose: ids and values, never secrets, document bytes or rich text. The objects
// are strict, so a field added by mistake (a password, a comment) is refused instead of sent on.
// The company's systems read these through the provider API's event list and webhooks.
import { z } from 'zod';
import { invoiceStatusSchema } from '../provider/invoices-calls.ts';
import {
  VENDOR_COMPANY_FIELDS,
  VENDOR_PROFILE_FIELDS,
  vendorStatusSchema,
} from '../provider/vendors-calls.ts';
import { workOrderStatusSchema } from '../provider/work-orders-calls.ts';
import { WORK_ORDER_CHANGES } from '../work-orders/work-order-changes.ts';
import { SITE_STATES, WORK_DONE_MAX_LENGTH } from '../check-ins/check-in-rules.ts';

const id = z.number().int().positive();
const none = z.object({}).strict();

/** A calendar day 'YYYY-MM-DD' or an instant in ISO 8601 with its offset. */
const isoText = z.string().min(10).max(40);
/** The company's own key of a row (null: a row the portal made itself). */
const externalRef = z.string().max(100).nullable();
/** A decimal amount as exact text ('123.45'). */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * A check-in's data: the IVR's (through the provider API) carries the times and hours; one made on the
 * phone (issue 41 point 4, decision 117; no external id) also where it was made against the store, who
 * made it and, once checked out, the work done.
 */
const checkInEventData = z
  .object({
    startAt: isoText,
    endAt: isoText.nullable(),
    hours: decimal,
    method: z.string().max(50).optional(),
    crewLineId: id.optional(),
    siteState: z.enum(SITE_STATES).optional(),
    distanceMeters: z.number().nullable().optional(),
    accuracyMeters: z.number().nullable().optional(),
    checkedInBy: z.string().max(400).optional(),
    workDone: z.string().max(WORK_DONE_MAX_LENGTH).nullable().optional(),
  })
  .strict();

/** The fields of a vendor user that update-user can change, as `user.updated` names them. */
export const USER_EVENT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'mobileNumber', 'roles'] as const;

/** The profile fields a vendor can change (the names of `update-vendor-detail-by-vend-num`). */
export const VENDOR_PROFILE_EVENT_FIELDS = [
  'company',
  'address',
  'city',
  'state',
  'zip',
  'contactEmail',
  'contactPerson',
  'phone',
  'fax',
  'mailingCompany',
  'mailingAddress',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'allowGuestIVR',
] as const;

const requirementSubject = z.object({ requirementId: id, requirementExternalId: externalRef }).strict();
const requirementData = z
  .object({
    kind: z.enum(['insurance', 'w9', 'licence']),
    clientId: id.nullable(),
    trade: z.string().max(100).nullable(),
    state: z.string().max(2).nullable(),
    coverage: z.string().max(50).nullable(),
  })
  .strict();

/** The crew line a field-work event is about (issue 41, decision 114), with the company's ids. */
const crewLineSubject = z
  .object({ ordNum: id, ocdId: id, workOrderExternalId: externalRef, crewLineExternalId: externalRef })
  .strict();
const etaData = z
  .object({
    date: isoText,
    from: z.string().max(5),
    to: z.string().max(5),
    timeZone: z.string().max(64).nullable(),
  })
  .strict();
const statusMove = { from: z.string().max(20), to: z.string().max(20) };

export const eventCatalogue = {
  'work-order.note-added': {
    subject: z.object({ ordNum: id, noteId: id }).strict(),
    data: z.object({ noteType: z.string().max(50) }).strict(),
  },
  // a message on a crew line's conversation (decision 116), by the vendor's user or the company (staff
  // or its systems: authorKind); the text is read through the API, not carried here
  'work-order.message-posted': {
    subject: z.object({ ordNum: id, ocdId: id, messageId: id }).strict(),
    data: z
      .object({
        authorKind: z.enum(['vendor-user', 'staff', 'provider']),
        attachments: z.number().int().nonnegative(),
      })
      .strict(),
  },
  'document.uploaded': {
    // ordNum null: a company document (decision 026)
    subject: z.object({ documentId: id, ordNum: id.nullable() }).strict(),
    data: z
      .object({
        type: z.string().max(100),
        fileName: z.string().max(255),
        fileExtension: z.string().max(10),
        sizeBytes: z.number().int().nonnegative(),
      })
      .strict(),
  },
  'document.removed': {
    subject: z.object({ documentId: id, ordNum: id.nullable() }).strict(),
    data: z.object({ type: z.string().max(100) }).strict(),
  },
  // the technicians of a crew line changed (issue 40 point 3): the users now assigned, [] for none;
  // addedUserIds: those of them who were not assigned before (decision 122: they are told)
  'crew-line.assigned': {
    subject: z.object({ ordNum: id, ocdId: id }).strict(),
    data: z.object({ userIds: z.array(id).max(20), addedUserIds: z.array(id).max(20).optional() }).strict(),
  },
  // a photo of a crew line's work arrived and passed the checks (issue 41 point 3, decision 115)
  'work-order.photo-added': {
    subject: z.object({ ordNum: id, ocdId: id, photoId: id }).strict(),
    data: z
      .object({
        kind: z.enum(['before', 'after', 'other']),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        sizeBytes: z.number().int().nonnegative(),
        receivedAt: isoText,
      })
      .strict(),
  },
  'work-order.photo-removed': {
    subject: z.object({ ordNum: id, ocdId: id, photoId: id }).strict(),
    data: z.object({ kind: z.enum(['before', 'after', 'other']) }).strict(),
  },
  'visit.scheduled': {
    subject: z.object({ ordNum: id, ocdId: id }).strict(),
    data: z.object({ visitDate: isoText }).strict(),
  },
  'quick-pay.requested': {
    subject: z.object({ invoiceId: id }).strict(),
    data: z
      .object({
        settingId: id,
        percent: decimal,
        days: z.number().int().nonnegative(),
        amount: decimal,
        payDate: isoText,
      })
      .strict(),
  },
  'quick-pay.automatic-changed': {
    subject: none,
    // settingId null: opted out
    data: z.object({ optedIn: z.boolean(), settingId: id.nullable() }).strict(),
  },
  'vendor.profile-changed': {
    subject: none,
    data: z.object({ fields: z.array(z.enum(VENDOR_PROFILE_EVENT_FIELDS)).min(1) }).strict(),
  },
  'vendor.trade-added': {
    subject: z.object({ vendorTradeId: id }).strict(),
    data: z.object({ tradeCode: z.string().max(100) }).strict(),
  },
  'vendor.trade-removed': {
    subject: z.object({ vendorTradeId: id }).strict(),
    data: z.object({ tradeCode: z.string().max(100) }).strict(),
  },
  'vendor.zip-added': {
    subject: z.object({ vendorZipId: id }).strict(),
    data: z.object({ zipCode: z.string().max(10) }).strict(),
  },
  'vendor.zip-removed': {
    subject: z.object({ vendorZipId: id }).strict(),
    data: z.object({ zipCode: z.string().max(10) }).strict(),
  },
  'vendor.note-added': {
    subject: z.object({ noteId: id }).strict(),
    data: z.object({ noteType: z.string().max(50) }).strict(),
  },
  'supply-partner.link-opened': {
    subject: z.object({ partnerId: id }).strict(),
    data: z.object({ url: z.string().max(2000) }).strict(),
  },
  // a vendor's answer through the links of a round's e-mail (decision 055): the vendor is the event's
  // vendor; the actor is the system, since a link names no user. roundExternalId: the company's key
  // of the round
  'announcement.accepted': {
    subject: z.object({ roundId: id, roundExternalId: externalRef, roundDetailId: id }).strict(),
    data: none,
  },
  'announcement.declined': {
    subject: z.object({ roundId: id, roundExternalId: externalRef, roundDetailId: id }).strict(),
    data: z.object({ reason: z.string().max(500).nullable() }).strict(),
  },
  'announcement.unsubscribed': {
    subject: z.object({ roundId: id, roundExternalId: externalRef, roundDetailId: id }).strict(),
    data: none,
  },
  // a round created and its e-mails queued (the provider API or the admin CLI); no vendor: it concerns
  // several, and each e-mailed vendor's answer is its own event later
  'announcement-round.created': {
    subject: z.object({ roundId: id, roundExternalId: externalRef }).strict(),
    data: z
      .object({
        workOrders: z.number().int().nonnegative(),
        emailed: z.number().int().nonnegative(),
        skipped: z.number().int().nonnegative(),
      })
      .strict(),
  },
  // an order of a round awarded to a vendor that accepted it (the staff console, decision 062): the
  // order is assigned to that vendor (the event's vendor); previousVendorNum: the vendor it had
  'announcement-round.awarded': {
    subject: z
      .object({ roundId: id, roundExternalId: externalRef, ordNum: id, workOrderExternalId: externalRef })
      .strict(),
    data: z.object({ poNum: z.string().max(50), vendorNum: id, previousVendorNum: id.nullable() }).strict(),
  },
  // a vendor created or changed by the company through the provider API (decision 053); fields: what
  // changed, by the resource's field names
  'vendor.created': {
    subject: z.object({ externalId: externalRef }).strict(),
    data: z.object({ vendorNum: id, status: vendorStatusSchema }).strict(),
  },
  'vendor.updated': {
    subject: z.object({ externalId: externalRef }).strict(),
    data: z
      .object({
        fields: z.array(z.enum([...VENDOR_PROFILE_FIELDS, ...VENDOR_COMPANY_FIELDS])).min(1),
        status: vendorStatusSchema,
      })
      .strict(),
  },
  'user.created': {
    subject: z.object({ userId: id }).strict(),
    data: none,
  },
  'user.disabled': {
    subject: z.object({ userId: id }).strict(),
    data: none,
  },
  // a disabled user enabled again (issue 38 point 10)
  'user.enabled': {
    subject: z.object({ userId: id }).strict(),
    data: none,
  },
  // a user's names, phones or user groups changed by one of the vendor's administrators (issue 40):
  // which fields, and the user groups the user now holds
  'user.updated': {
    subject: z.object({ userId: id }).strict(),
    data: z
      .object({
        fields: z.array(z.enum(USER_EVENT_FIELDS)).min(1),
        roles: z.array(z.string().max(100)).max(50),
      })
      .strict(),
  },
  // an administrator required a new password of the user (the user's sessions ended, a link e-mailed)
  'user.password-reset': {
    subject: z.object({ userId: id }).strict(),
    data: none,
  },
  // a user group (role) of the vendor added or changed by one of its administrators (issue 40): its
  // name and permissions as they now are, and on a change which of them changed
  'role.created': {
    subject: z.object({ roleId: id }).strict(),
    data: z.object({ name: z.string().max(100), permissions: z.array(z.string().max(100)).max(20) }).strict(),
  },
  'role.updated': {
    subject: z.object({ roleId: id }).strict(),
    data: z
      .object({
        fields: z.array(z.enum(['name', 'description', 'permissions'])).min(1),
        name: z.string().max(100),
        permissions: z.array(z.string().max(100)).max(20),
      })
      .strict(),
  },
  // the welcome e-mail sent again, with a new temporary password, to a user not yet signed in
  'user.invitation-resent': {
    subject: z.object({ userId: id }).strict(),
    data: none,
  },
  // invoices written and QuickPay requests answered by the company's systems (decision 052), with the
  // invoice's vendor; invoice.paid when an invoice becomes settled with a payment
  'invoice.created': {
    subject: z.object({ invoiceId: id, invoiceExternalId: externalRef }).strict(),
    data: z
      .object({
        invoiceNum: z.string().max(50),
        status: invoiceStatusSchema,
        invoiceAmt: decimal,
        netPay: decimal,
      })
      .strict(),
  },
  'invoice.updated': {
    subject: z.object({ invoiceId: id, invoiceExternalId: externalRef }).strict(),
    data: z
      .object({
        invoiceNum: z.string().max(50),
        status: invoiceStatusSchema,
        invoiceAmt: decimal,
        netPay: decimal,
      })
      .strict(),
  },
  'invoice.paid': {
    subject: z.object({ invoiceId: id, invoiceExternalId: externalRef }).strict(),
    data: z.object({ checkNo: z.string().max(6000), payAmt: decimal, releaseDate: isoText }).strict(),
  },
  'quick-pay.paid': {
    subject: z.object({ invoiceId: id, invoiceExternalId: externalRef }).strict(),
    data: z.object({ checkNo: z.string().max(50), payAmt: decimal, payDate: isoText }).strict(),
  },
  'quick-pay.declined': {
    subject: z.object({ invoiceId: id, invoiceExternalId: externalRef }).strict(),
    data: z.object({ reason: z.string().max(500) }).strict(),
  },
  // the company's document review, partners and settings through the provider API (decision 054):
  // actor provider; a document's events have its vendor, a partner's and the settings' none
  // a vendor's compliance changed what it may be dispatched for (decision 112): each client (null:
  // every client) and trade (null: every trade) of a requirement the vendor does not hold
  'vendor.compliance-changed': {
    subject: none,
    data: z
      .object({
        dispatchable: z.boolean(),
        notDispatchable: z
          .array(z.object({ clientId: id.nullable(), trade: z.string().max(100).nullable() }).strict())
          .max(10_000),
      })
      .strict(),
  },
  // the company's compliance requirements (decision 112): set through the provider API or the staff
  // console; they concern no one vendor (each vendor's states follow: vendor.compliance-changed)
  'compliance-requirement.created': {
    subject: requirementSubject,
    data: requirementData,
  },
  'compliance-requirement.updated': {
    subject: requirementSubject,
    data: requirementData,
  },
  'compliance-requirement.deleted': {
    subject: requirementSubject,
    data: none,
  },
  'document.approved': {
    subject: z.object({ documentId: id, ordNum: id.nullable() }).strict(),
    data: none,
  },
  'document.rejected': {
    subject: z.object({ documentId: id, ordNum: id.nullable() }).strict(),
    data: z.object({ reason: z.string().max(1000) }).strict(),
  },
  'supply-partner.created': {
    subject: z.object({ partnerId: id, partnerExternalId: externalRef }).strict(),
    data: z.object({ active: z.boolean() }).strict(),
  },
  'supply-partner.updated': {
    subject: z.object({ partnerId: id, partnerExternalId: externalRef }).strict(),
    data: z.object({ active: z.boolean() }).strict(),
  },
  'settings.changed': {
    subject: none,
    data: z.object({ fields: z.array(z.string().max(50)).min(1) }).strict(),
  },
  // provider-side changes of work orders (decision 051): written by the company's systems, actor
  // provider. A work order's events go to each vendor concerned (its vendor, the vendors of its crew
  // lines, and those whose lines a PUT removed); clients and stores concern no vendor.
  'client.created': {
    subject: z.object({ clientId: id, clientExternalId: externalRef }).strict(),
    data: z.object({ code: z.string().max(50) }).strict(),
  },
  'client.updated': {
    subject: z.object({ clientId: id, clientExternalId: externalRef }).strict(),
    data: z.object({ code: z.string().max(50) }).strict(),
  },
  'store.created': {
    subject: z.object({ storeId: id, storeExternalId: externalRef }).strict(),
    data: z.object({ storeNumber: z.string().max(50) }).strict(),
  },
  'store.updated': {
    subject: z.object({ storeId: id, storeExternalId: externalRef }).strict(),
    data: z.object({ storeNumber: z.string().max(50) }).strict(),
  },
  'work-order.created': {
    subject: z.object({ ordNum: id, workOrderExternalId: externalRef }).strict(),
    data: z
      .object({
        version: z.number().int(),
        poNum: z.string().max(50),
        status: workOrderStatusSchema,
        /** this vendor's crew lines on the order after the write (external ids) */
        crewLines: z.array(z.string().max(100)).max(50),
      })
      .strict(),
  },
  'work-order.updated': {
    subject: z.object({ ordNum: id, workOrderExternalId: externalRef }).strict(),
    data: z
      .object({
        version: z.number().int(),
        poNum: z.string().max(50),
        status: workOrderStatusSchema,
        crewLines: z.array(z.string().max(100)).max(50),
        /**
         * what the write changed that this vendor sees (decision 122): the PUT body's field names, its
         * crew lines' as `crewLines.<field>` for this vendor's lines only; absent in events written
         * before it was added. A write that changes nothing raises no event.
         */
        changes: z.array(z.enum(WORK_ORDER_CHANGES)).max(WORK_ORDER_CHANGES.length).optional(),
      })
      .strict(),
  },
  // a vendor's answers and moves on a crew line (issue 41 points 1 and 2, decision 114)
  'work-order.accepted': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, eta: etaData }).strict(),
  },
  'work-order.declined': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, reason: z.string().max(50), note: z.string().max(1000) }).strict(),
  },
  'work-order.eta-changed': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, eta: etaData, previousEta: etaData.nullable() }).strict(),
  },
  'work-order.started': { subject: crewLineSubject, data: z.object(statusMove).strict() },
  'work-order.put-on-hold': {
    subject: crewLineSubject,
    data: z
      .object({
        ...statusMove,
        reason: z.string().max(50),
        expectedDate: isoText,
        note: z.string().max(1000),
      })
      .strict(),
  },
  'work-order.completed': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, labourHours: decimal }).strict(),
  },
  'work-order.reopened': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, note: z.string().max(1000) }).strict(),
  },
  // the company's moves by its write of the work order (provider PUT, console edit; decision 122)
  'work-order.crew-line-cancelled': {
    subject: crewLineSubject,
    /** orderStatus: the order's status after the write (a cancelled order already tells the vendor) */
    data: z.object({ ...statusMove, orderStatus: workOrderStatusSchema }).strict(),
  },
  'work-order.redispatched': {
    subject: crewLineSubject,
    data: z.object({ ...statusMove, respondBy: isoText.nullable() }).strict(),
  },
  'check-in.recorded': {
    subject: z.object({ checkInId: id, checkInExternalId: externalRef, ordNum: id }).strict(),
    data: checkInEventData,
  },
  'check-in.updated': {
    subject: z.object({ checkInId: id, checkInExternalId: externalRef, ordNum: id }).strict(),
    data: checkInEventData,
  },
  /** a staff member marked a flagged check-in reviewed in the console (decision 123) */
  'check-in.reviewed': {
    subject: z.object({ checkInId: id, checkInExternalId: externalRef, ordNum: id }).strict(),
    data: z
      .object({
        reviewedAt: isoText,
        reviewedBy: z.string().max(400),
        siteState: z.enum(SITE_STATES),
        crewLineId: id.nullable(),
      })
      .strict(),
  },
} as const satisfies Record<string, { subject: z.ZodType; data: z.ZodType }>;

export type EventType = keyof typeof eventCatalogue;
export const EVENT_TYPES = Object.keys(eventCatalogue) as EventType[];
/** One schema for the set, so that the OpenAPI document names it once (EventType). */
export const eventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]);
export type EventSubject<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['subject']>;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalogue)[T]['data']>;

/** Who made a change: a vendor's user, the company's system, its staff, or the portal itself. */
export const EVENT_ACTOR_KINDS = ['vendor-user', 'provider', 'staff', 'system'] as const;
export type EventActorKind = (typeof EVENT_ACTOR_KINDS)[number];
export const eventActorKindSchema = z.enum(EVENT_ACTOR_KINDS);
