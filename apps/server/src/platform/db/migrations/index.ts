// Every migration, in order. Names are versions: never rename or edit one that has shipped; add a new one.
import type { Migration } from 'kysely/migration';
import * as platform from './0001-platform.ts';
import * as referenceData from './0002-reference-data.ts';
import * as auth from './0003-auth.ts';
import * as roles from './0004-roles.ts';
import * as workOrders from './0005-work-orders.ts';
import * as workOrderDetails from './0006-work-order-details.ts';
import * as invoicesQuickPay from './0007-invoices-quick-pay.ts';
import * as scheduling from './0008-scheduling.ts';
import * as supplyPartnersAnnouncements from './0009-supply-partners-announcements.ts';
import * as companyProfile from './0010-company-profile.ts';
import * as housekeeping from './0011-housekeeping.ts';
import * as signInLimits from './0012-sign-in-limits.ts';
import * as unclaimedUsers from './0013-unclaimed-users.ts';
import * as apiClients from './0014-api-clients.ts';
import * as events from './0015-events.ts';
import * as providerResources from './0016-provider-resources.ts';
import * as announcementRoundSkips from './0021-announcement-round-skips.ts';
import * as providerWorkOrders from './0022-provider-work-orders.ts';
import * as invoicePaymentsQuickPayDecisions from './0023-invoice-payments-quick-pay-decisions.ts';
import * as providerVendors from './0024-provider-vendors.ts';
import * as documentReviewPortalSettings from './0025-document-review-portal-settings.ts';
import * as webhooks from './0026-webhooks.ts';
import * as staffAccounts from './0027-staff-accounts.ts';
import * as staffVendorSearch from './0028-staff-vendor-search.ts';
import * as staffWorkOrders from './0031-staff-work-orders.ts';
import * as auditLogReading from './0033-audit-log-reading.ts';
import * as staffOidc from './0034-staff-oidc.ts';
import * as searchChanges from './0035-search-changes.ts';
import * as sessionChanges from './0036-session-changes.ts';
import * as webhookSuspension from './0037-webhook-suspension.ts';
import * as providerTokenThrottle from './0040-provider-token-throttle.ts';
import * as roleVersions from './0041-role-versions.ts';
import * as idempotencyKeys from './0042-idempotency-keys.ts';
import * as consoleVendorAudit from './0043-console-vendor-audit.ts';
import * as vendorRoles from './0044-vendor-roles.ts';
import * as invitationLinks from './0045-invitation-links.ts';
import * as crewLineAssignments from './0046-crew-line-assignments.ts';
import * as assignedWorkOnly from './0047-assigned-work-only.ts';
import * as compliance from './0048-compliance.ts';
import * as dashboard from './0049-dashboard.ts';
import * as crewLinesOrderOpen from './0050-crew-lines-order-open.ts';
import * as fieldDispatch from './0051-field-dispatch.ts';
import * as orderPhotos from './0052-order-photos.ts';
import * as orderMessages from './0053-order-messages.ts';
import * as webCheckIns from './0054-web-check-ins.ts';
import * as notifications from './0055-notifications.ts';
import * as crewLineChanges from './0056-crew-line-changes.ts';
import * as schemaCompatibility from './0057-schema-compatibility.ts';
import * as checkInReviews from './0059-check-in-reviews.ts';

export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0002-reference-data': referenceData,
  '0003-auth': auth,
  '0004-roles': roles,
  '0005-work-orders': workOrders,
  '0006-work-order-details': workOrderDetails,
  '0007-invoices-quick-pay': invoicesQuickPay,
  '0008-scheduling': scheduling,
  '0009-supply-partners-announcements': supplyPartnersAnnouncements,
  '0010-company-profile': companyProfile,
  '0011-housekeeping': housekeeping,
  '0012-sign-in-limits': signInLimits,
  '0013-unclaimed-users': unclaimedUsers,
  '0014-api-clients': apiClients,
  '0015-events': events,
  '0016-provider-resources': providerResources,
  '0021-announcement-round-skips': announcementRoundSkips,
  '0022-provider-work-orders': providerWorkOrders,
  '0023-invoice-payments-quick-pay-decisions': invoicePaymentsQuickPayDecisions,
  '0024-provider-vendors': providerVendors,
  '0025-document-review-portal-settings': documentReviewPortalSettings,
  '0026-webhooks': webhooks,
  '0027-staff-accounts': staffAccounts,
  '0028-staff-vendor-search': staffVendorSearch,
  '0031-staff-work-orders': staffWorkOrders,
  '0033-audit-log-reading': auditLogReading,
  '0034-staff-oidc': staffOidc,
  '0035-search-changes': searchChanges,
  '0036-session-changes': sessionChanges,
  '0037-webhook-suspension': webhookSuspension,
  '0040-provider-token-throttle': providerTokenThrottle,
  '0041-role-versions': roleVersions,
  '0042-idempotency-keys': idempotencyKeys,
  '0043-console-vendor-audit': consoleVendorAudit,
  '0044-vendor-roles': vendorRoles,
  '0045-invitation-links': invitationLinks,
  '0046-crew-line-assignments': crewLineAssignments,
  '0047-assigned-work-only': assignedWorkOnly,
  '0048-compliance': compliance,
  '0049-dashboard': dashboard,
  '0050-crew-lines-order-open': crewLinesOrderOpen,
  '0051-field-dispatch': fieldDispatch,
  '0052-order-photos': orderPhotos,
  '0053-order-messages': orderMessages,
  '0054-web-check-ins': webCheckIns,
  '0055-notifications': notifications,
  '0056-crew-line-changes': crewLineChanges,
  '0057-schema-compatibility': schemaCompatibility,
  '0059-check-in-reviews': checkInReviews,
};
